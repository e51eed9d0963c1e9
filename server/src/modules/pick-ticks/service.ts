import { pickListScope, type PickTicks, type PickTicksQuery, type PickTickUpdate } from '@shop/contract/pick-ticks';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { getProductOrThrow } from '../catalog/index.js';
import { findUserById } from '../users/index.js';
import { putTick, removeTick, ticksOf, type TickKey } from './repository.js';

export interface PickTickDeps {
  db: Db;
  clock: Clock;
}

/** The ticks of a date's list, each with the name of who ticked it (a handful of pickers). */
export async function listTicks(db: Db, query: PickTicksQuery): Promise<PickTicks> {
  const rows = await ticksOf(db, query.date, pickListScope(query));
  const ids = [...new Set(rows.flatMap((r) => (r.ticked_by === null ? [] : [r.ticked_by])))];
  const users = await Promise.all(ids.map((id) => findUserById(db, id)));
  const names = new Map(users.flatMap((u) => (u ? [[u.id, u.name] as const] : [])));
  return {
    ticks: rows.map((r) => ({
      product_id: r.product_id,
      unit: r.unit,
      stems_per_unit: r.stems_per_unit,
      pack_units: r.pack_units,
      quantity: r.quantity,
      ticked_by_name: r.ticked_by === null ? null : (names.get(r.ticked_by) ?? null),
      ticked_at: r.ticked_at,
    })),
  };
}

/**
 * A picker ticks a row (a product's pack, for the quantity they saw) or unticks it; answers the
 * list's ticks as they now stand, the other pickers' with them. A row that names no pack is the
 * product's own unit (1 base unit a pack: the row of a product sold as it is stocked). A product
 * that does not exist is a 404.
 */
export async function setTick(deps: PickTickDeps, pickerId: number, input: PickTickUpdate): Promise<PickTicks> {
  const key = { date: input.date, scope: pickListScope(input) };
  const product = await getProductOrThrow(deps.db, input.product_id);
  const row: TickKey = {
    product_id: input.product_id,
    unit: input.unit ?? product.unit,
    stems_per_unit: input.stems_per_unit ?? product.stems_per_unit,
    pack_units: input.pack_units ?? 1,
  };
  if (input.ticked) {
    await putTick(deps.db, key, {
      ...row,
      quantity: input.quantity,
      ticked_by: pickerId,
      ticked_at: deps.clock.now().toISOString(),
    });
  } else await removeTick(deps.db, key, row);
  return listTicks(deps.db, input);
}
