import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/connection.js';
import { countUpTo, COUNTED_PAST_PAGE } from '../../db/count-up-to.js';
import { foldedForSearch, likeContains } from '../../db/like.js';
import type { SuppliersTable } from '../../db/schema.js';

// The suppliers and a product's links to them (0056, issue 37 item 1).

export type SupplierRow = Selectable<SuppliersTable>;
export type SupplierValues = Omit<Insertable<SuppliersTable>, 'id' | 'name_key' | 'created_at' | 'updated_at'>;

export async function insertSupplier(db: Db, values: SupplierValues, nowIso: string): Promise<SupplierRow> {
  return db
    .insertInto('suppliers')
    .values({ ...values, name_key: foldedForSearch(values.name), created_at: nowIso, updated_at: nowIso })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateSupplierRow(db: Db, id: number, values: SupplierValues, nowIso: string) {
  return db
    .updateTable('suppliers')
    .set({ ...values, name_key: foldedForSearch(values.name), updated_at: nowIso })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function findSupplier(db: Db, id: number): Promise<SupplierRow | undefined> {
  return db.selectFrom('suppliers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A page of suppliers by name (then id), filtered on the server. */
export async function supplierPage(
  db: Db,
  query: { page: number; limit: number; search?: string | undefined; active: 'true' | 'false' | 'all' },
) {
  let matches = db.selectFrom('suppliers');
  if (query.search) matches = matches.where(likeContains('name_key', foldedForSearch(query.search)));
  if (query.active !== 'all') matches = matches.where('active', '=', query.active === 'true' ? 1 : 0);
  const offset = (query.page - 1) * query.limit;
  const [rows, counted] = await Promise.all([
    matches.selectAll().orderBy('name_key').orderBy('id').limit(query.limit).offset(offset).execute(),
    countUpTo(db, matches.select('id'), offset + COUNTED_PAST_PAGE),
  ]);
  return { rows, counted };
}

const LINK_COLUMNS = [
  'sp.supplier_id',
  'sp.product_id',
  'p.sku',
  'p.name_en',
  'p.name_fr',
  'sp.supplier_code',
  'sp.units_per_box',
  'sp.last_cost_cents',
  's.currency',
  'sp.updated_at',
] as const;

/** A supplier's products, by the product's SKU (display columns joined from the catalogue). */
export async function supplierProductPage(db: Db, supplierId: number, page: { page: number; limit: number }) {
  const matches = db.selectFrom('supplier_products as sp').where('sp.supplier_id', '=', supplierId);
  const offset = (page.page - 1) * page.limit;
  const [rows, counted] = await Promise.all([
    matches
      .innerJoin('products as p', 'p.id', 'sp.product_id')
      .innerJoin('suppliers as s', 's.id', 'sp.supplier_id')
      .select(LINK_COLUMNS)
      .orderBy('p.sku')
      .limit(page.limit)
      .offset(offset)
      .execute(),
    countUpTo(db, matches.select('sp.product_id'), offset + COUNTED_PAST_PAGE),
  ]);
  return { rows, counted };
}

export async function findSupplierProduct(db: Db, supplierId: number, productId: number) {
  return db
    .selectFrom('supplier_products as sp')
    .innerJoin('products as p', 'p.id', 'sp.product_id')
    .innerJoin('suppliers as s', 's.id', 'sp.supplier_id')
    .select(LINK_COLUMNS)
    .where('sp.supplier_id', '=', supplierId)
    .where('sp.product_id', '=', productId)
    .executeTakeFirst();
}

export async function upsertSupplierProduct(
  db: Db,
  link: { supplier_id: number; product_id: number; supplier_code: string | null; units_per_box: number },
  lastCost: number | null | undefined,
  nowIso: string,
): Promise<void> {
  const set = {
    supplier_code: link.supplier_code,
    units_per_box: link.units_per_box,
    ...(lastCost !== undefined ? { last_cost_cents: lastCost } : {}),
    updated_at: nowIso,
  };
  await db
    .insertInto('supplier_products')
    .values({ ...link, last_cost_cents: lastCost ?? null, updated_at: nowIso })
    .onConflict((oc) => oc.columns(['supplier_id', 'product_id']).doUpdateSet(set))
    .execute();
}

export async function deleteSupplierProduct(db: Db, supplierId: number, productId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('supplier_products')
    .where('supplier_id', '=', supplierId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The last cost per unit a receipt paid, on the link (made when the product had none with this supplier). */
export async function recordLastCost(
  db: Db,
  link: { supplier_id: number; product_id: number; units_per_box: number; last_cost_cents: number },
  nowIso: string,
): Promise<void> {
  await db
    .insertInto('supplier_products')
    .values({ ...link, supplier_code: null, updated_at: nowIso })
    .onConflict((oc) =>
      oc
        .columns(['supplier_id', 'product_id'])
        .doUpdateSet({ last_cost_cents: link.last_cost_cents, updated_at: nowIso }),
    )
    .execute();
}

/** The supplier's own codes of these products. */
export async function supplierCodes(
  db: Db,
  supplierId: number,
  productIds: number[],
): Promise<Map<number, string | null>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('supplier_products')
    .select(['product_id', 'supplier_code'])
    .where('supplier_id', '=', supplierId)
    .where('product_id', 'in', productIds)
    .execute();
  return new Map(rows.map((r) => [r.product_id, r.supplier_code]));
}

/** The names of some suppliers, by id (a figure that names them: the dashboard's claims). */
export async function supplierNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('suppliers').select(['id', 'name']).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
