import { sql, type RawBuilder } from 'kysely';
import type { PackWrite } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import type { ProductPackRow } from '../../db/schema.js';
import { DomainError } from '../../errors/domain-error.js';

/** The packs of several products at once, each product's in their order (inactive ones too). */
export async function packsOf(db: Db, productIds: readonly number[]): Promise<Map<number, ProductPackRow[]>> {
  const map = new Map<number, ProductPackRow[]>();
  if (productIds.length === 0) return map;
  const rows = await db
    .selectFrom('product_packs')
    .selectAll()
    .where('product_id', 'in', [...new Set(productIds)])
    .orderBy('product_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const row of rows) map.set(row.product_id, [...(map.get(row.product_id) ?? []), row]);
  return map;
}

/**
 * The price of one base unit (the unit stock is counted in) of the product `alias` names, in
 * cents, maybe a fraction, for a query of another module to value stock with: the cheapest
 * active pack per base unit (its price over its units), else the product's own price (a product
 * with no active pack sells its base unit). `products.price_cents` is the default pack's price,
 * so a box-only product (one pack of units 100 at $80) would be worth $80 a stem read alone.
 * The same rule as `baseUnitPrice` (contract/pack-rules.ts). Round the sum it goes into, not it.
 */
export function baseUnitPriceSql(alias: string): RawBuilder<number> {
  const id = sql.ref(`${alias}.id`);
  const own = sql.ref(`${alias}.price_cents`);
  return sql<number>`coalesce((select min(pp.price_cents * 1.0 / pp.units) from product_packs pp where pp.product_id = ${id} and pp.active = 1), ${own})`;
}

/**
 * Writes a product's packs as listed, in the caller's transaction: a pack with an id of the
 * product's is changed, one without is added, and the product's packs the list leaves out are
 * taken off (the order lines sold in them keep what they copied of them: decision 052). A write
 * in the calls of today (no `packs`) changes the product's first pack alone (its id stays) and
 * leaves the others. Gives the product's packs as written.
 */
export async function replacePacks(
  db: Db,
  productId: number,
  packs: readonly PackWrite[],
  legacy: boolean,
): Promise<ProductPackRow[]> {
  const before = (await packsOf(db, [productId])).get(productId) ?? [];
  const known = new Set(before.map((p) => p.id));
  const listed: PackWrite[] =
    legacy && before[0]
      ? [
          { ...packs[0]!, id: before[0].id },
          ...before.slice(1).map(({ id, kind, units, price_cents, active }) => ({
            id,
            kind,
            units,
            price_cents,
            active: active === 1,
          })),
        ]
      : [...packs];
  listed.forEach((pack, i) => {
    if (pack.id !== undefined && !known.has(pack.id))
      throw new DomainError('PACK_UNKNOWN', undefined, { field: `packs.${i}.id` });
  });
  const kept = new Set(listed.map((p) => p.id).filter((id) => id !== undefined));
  const gone = before.filter((p) => !kept.has(p.id)).map((p) => p.id);
  if (gone.length > 0) await db.deleteFrom('product_packs').where('id', 'in', gone).execute();
  for (const [position, pack] of listed.entries()) {
    const columns = {
      kind: pack.kind,
      units: pack.units,
      price_cents: pack.price_cents,
      active: pack.active ? 1 : 0,
      position,
      // A pack of the product's written without breaks keeps its own (decision 060).
      ...(pack.breaks !== undefined ? { breaks: JSON.stringify(pack.breaks) } : {}),
    };
    if (pack.id !== undefined) await db.updateTable('product_packs').set(columns).where('id', '=', pack.id).execute();
    else
      await db
        .insertInto('product_packs')
        .values({ ...columns, product_id: productId })
        .execute();
  }
  return (await packsOf(db, [productId])).get(productId) ?? [];
}

/** Packs by id, whatever their product, with its names (a customer's contract prices name them so). */
export async function packsWithIds(
  db: Db,
  ids: readonly number[],
): Promise<(ProductPackRow & { name_en: string; name_fr: string })[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('product_packs as k')
    .innerJoin('products as p', 'p.id', 'k.product_id')
    .selectAll('k')
    .select(['p.name_en', 'p.name_fr'])
    .where('k.id', 'in', [...new Set(ids)])
    .execute();
}
