import type { Insertable, Updateable } from 'kysely';
import type { PriceListSection } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import type { PriceListsTable } from '../../db/schema.js';

/** What a list shows without its rows (the rows can weigh megabytes: only the detail reads them). */
const columns = [
  'id',
  'title_en',
  'title_fr',
  'section',
  'valid_from',
  'valid_to',
  'published',
  'file_name',
  'file_path',
  'mime_type',
  'file_size',
  'row_count',
  'created_at',
  'updated_at',
] as const;

export async function listPriceLists(db: Db, options: { visibleOn?: string } = {}) {
  let query = db.selectFrom('price_lists').select(columns);
  const day = options.visibleOn;
  if (day !== undefined) {
    query = query
      .where('published', '=', 1)
      .where((eb) => eb.or([eb('valid_from', 'is', null), eb('valid_from', '<=', day)]))
      .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>=', day)]));
  }
  return query.orderBy('section').orderBy('valid_from', 'desc').orderBy('id', 'desc').execute();
}
export type PriceListRow = Awaited<ReturnType<typeof listPriceLists>>[number];

export function findPriceList(db: Db, id: number) {
  return db
    .selectFrom('price_lists')
    .select([...columns, 'rows_json'])
    .where('id', '=', id)
    .executeTakeFirst();
}
export type PriceListDetailRow = NonNullable<Awaited<ReturnType<typeof findPriceList>>>;

export async function insertPriceList(db: Db, values: Insertable<PriceListsTable>): Promise<number> {
  const { id } = await db.insertInto('price_lists').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updatePriceList(db: Db, id: number, values: Updateable<PriceListsTable>): Promise<void> {
  await db.updateTable('price_lists').set(values).where('id', '=', id).execute();
}

export async function deletePriceList(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('price_lists').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Sections with at least one published price list valid on the given day. */
export async function publishedSections(db: Db, today: string): Promise<PriceListSection[]> {
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
