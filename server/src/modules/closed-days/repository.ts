import type { Db } from '../../db/connection.js';

// The closed days (0057): one row a date, named in both languages.

const columns = ['id', 'date', 'name_en', 'name_fr'] as const;

/** The closed days from `from` to `to` (inclusive), by date (the unique index on date serves it). */
export function closedDaysBetween(db: Db, from: string, to: string) {
  return db
    .selectFrom('closed_days')
    .select(columns)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .execute();
}

export function closedDayOn(db: Db, date: string) {
  return db.selectFrom('closed_days').select(columns).where('date', '=', date).executeTakeFirst();
}

export async function insertClosedDay(
  trx: Db,
  row: { date: string; name_en: string; name_fr: string; created_at: string; created_by: number | null },
): Promise<number> {
  const { id } = await trx.insertInto('closed_days').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function renameClosedDay(trx: Db, id: number, names: { name_en: string; name_fr: string }) {
  await trx.updateTable('closed_days').set(names).where('id', '=', id).execute();
}

export async function deleteClosedDay(trx: Db, id: number) {
  await trx.deleteFrom('closed_days').where('id', '=', id).execute();
}
