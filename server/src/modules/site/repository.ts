import { sql } from 'kysely';
import type { PriceListSection } from '@shop/contract';
import type { Db } from '../../db/connection.js';

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Sections with at least one published price list valid on the given day. */
export async function publishedPriceListSections(db: Db, today: string): Promise<PriceListSection[]> {
  const rows = await db
    .selectFrom('price_lists')
    .select('section')
    .distinct()
    .where('published', '=', 1)
    .where((eb) => eb.or([eb('valid_from', 'is', null), eb('valid_from', '<=', today)]))
    .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>=', today)]))
    .execute();
  return rows.map((r) => r.section);
}
