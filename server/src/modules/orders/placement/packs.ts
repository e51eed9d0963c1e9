import { defaultPack } from '@shop/contract';
import type { ProductPackRow } from '../../../db/schema.js';
import { DomainError } from '../../../errors/domain-error.js';
import type { LockedProduct } from '../../inventory/index.js';
import type { HeldLine, LineInput, SoldPack } from './writer.js';

const copied = (l: SoldPack): SoldPack => ({
  pack_id: l.pack_id,
  pack_units: l.pack_units,
  unit: l.unit,
  stems_per_unit: l.stems_per_unit,
});

/**
 * The pack a line is sold in (decision 052) and its list price. A line that names none keeps
 * the pack it was sold in (an edited line; a credited line, `sold`), as copied then, at the
 * price it was sold at (`kept`); a new line without one takes the product's cheapest active
 * pack. A web order may take only an active pack; staff may sell one no longer offered. A
 * product that has no pack at all (written around the catalogue) sells its base unit.
 */
export function linePack(
  product: Pick<LockedProduct, 'unit' | 'stems_per_unit' | 'price_cents'>,
  packs: readonly ProductPackRow[],
  line: Pick<LineInput, 'pack_id' | 'sold'>,
  held: HeldLine | undefined,
  at: { position: number; placement: boolean },
): { sold: SoldPack; listPrice: number; kept: boolean } {
  if (line.sold) return { sold: copied(line.sold), listPrice: product.price_cents, kept: true };
  if (held && (line.pack_id === undefined || line.pack_id === held.pack_id))
    return { sold: copied(held), listPrice: held.unit_price_cents, kept: true };
  if (line.pack_id === undefined && packs.length === 0)
    return {
      sold: { pack_id: null, pack_units: 1, unit: product.unit, stems_per_unit: product.stems_per_unit },
      listPrice: product.price_cents,
      kept: false,
    };
  const chosen = line.pack_id ?? defaultPack(packs.map((p) => ({ ...p, active: p.active === 1 })))?.id;
  const pack = packs.find((p) => p.id === chosen);
  if (!pack || (at.placement && pack.active !== 1))
    throw new DomainError('ORDER_PACK_UNKNOWN', undefined, { field: `lines.${at.position}.pack_id` });
  return {
    sold: {
      pack_id: pack.id,
      pack_units: pack.units,
      unit: pack.kind,
      stems_per_unit: pack.units * product.stems_per_unit,
    },
    listPrice: pack.price_cents,
    kept: false,
  };
}
