import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { ColourRow } from '../../db/schema.js';

/** The colours products take (0047): a short list, by English name. */
export function allColours(db: Db): Promise<ColourRow[]> {
  return db.selectFrom('colours').selectAll().orderBy('name_en').orderBy('id').execute();
}

export function findColour(db: Db, id: number): Promise<ColourRow | undefined> {
  return db.selectFrom('colours').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A colour by its name in either language, whatever the case ("white", "Blanc"). */
export function findColourByName(db: Db, name: string): Promise<ColourRow | undefined> {
  const folded = name.trim().toLowerCase();
  return db
    .selectFrom('colours')
    .selectAll()
    .where((eb) => eb.or([eb(sql`lower(name_en)`, '=', folded), eb(sql`lower(name_fr)`, '=', folded)]))
    .orderBy('id')
    .executeTakeFirst();
}

export interface ColourColumns {
  name_en: string;
  name_fr: string;
  hex: string;
}

export async function insertColour(db: Db, c: ColourColumns, nowIso: string): Promise<number> {
  const { id } = await db
    .insertInto('colours')
    .values({ ...c, created_at: nowIso, updated_at: nowIso })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateColour(db: Db, id: number, c: ColourColumns, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('colours')
    .set({ ...c, updated_at: nowIso })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
