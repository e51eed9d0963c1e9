import type { Db } from '../../db/connection.js';

/** A row's key on a date's list: a product and the pack its lines were sold in (migration 0069). */
export interface TickKey {
  product_id: number;
  unit: string;
  stems_per_unit: number;
  pack_units: number;
}

/** A row of pick_list_ticks: a product's pack ticked on a date's list (this module's own table). */
export interface TickRow extends TickKey {
  quantity: number;
  ticked_by: number | null;
  ticked_at: string;
}

/** The ticks of one date's list: a few dozen rows, read by the table's key. */
export function ticksOf(db: Db, date: string, scope: string): Promise<TickRow[]> {
  return db
    .selectFrom('pick_list_ticks')
    .select(['product_id', 'unit', 'stems_per_unit', 'pack_units', 'quantity', 'ticked_by', 'ticked_at'])
    .where('pick_date', '=', date)
    .where('scope', '=', scope)
    .orderBy('product_id')
    .orderBy('pack_units', 'desc')
    .orderBy('unit')
    .orderBy('stems_per_unit')
    .execute();
}

/** Ticks a row, or ticks it again for a new quantity (two pickers at once: the last one stands). */
export async function putTick(db: Db, key: { date: string; scope: string }, tick: TickRow): Promise<void> {
  await db
    .insertInto('pick_list_ticks')
    .values({ pick_date: key.date, scope: key.scope, ...tick })
    .onConflict((oc) =>
      oc
        .columns(['pick_date', 'scope', 'product_id', 'unit', 'stems_per_unit', 'pack_units'])
        .doUpdateSet({ quantity: tick.quantity, ticked_by: tick.ticked_by, ticked_at: tick.ticked_at }),
    )
    .execute();
}

export async function removeTick(db: Db, key: { date: string; scope: string }, row: TickKey): Promise<void> {
  await db
    .deleteFrom('pick_list_ticks')
    .where('pick_date', '=', key.date)
    .where('scope', '=', key.scope)
    .where('product_id', '=', row.product_id)
    .where('unit', '=', row.unit)
    .where('stems_per_unit', '=', row.stems_per_unit)
    .where('pack_units', '=', row.pack_units)
    .execute();
}
