import {
  supplierLanguage,
  type Supplier,
  type SupplierListQuery,
  type SupplierProduct,
  type SupplierProductWrite,
  type SupplierWrite,
} from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { paginationOf } from '../../db/count-up-to.js';
import { DomainError } from '../../errors/domain-error.js';
import type { Clock } from '../../lib/clock.js';
import { actorOf, diffFields, recordAudit } from '../audit/index.js';
import { unknownProductIds } from '../catalog/index.js';
import type { LandedCostChanged } from './charges/landed.js';
import {
  deleteSupplierProduct,
  findSupplier,
  findSupplierProduct,
  insertSupplier,
  supplierPage,
  supplierProductPage,
  updateSupplierRow,
  upsertSupplierProduct,
  type SupplierRow,
} from './repository.js';

export interface PurchasingDeps {
  db: Db;
  clock: Clock;
  /** Told of receipts whose landed cost changed (decision 062); the app plugs the margins in. */
  onLandedCostChanged?: LandedCostChanged | undefined;
}
export interface Actor {
  id: number;
  name: string;
  ip?: string | null;
  via_token?: string | undefined;
}

const AUDITED = [
  'name',
  'country',
  'province',
  'currency',
  'contact',
  'email',
  'phone',
  'lead_time_days',
  'payment_terms',
  'notes',
  'active',
] as const;

export function presentSupplier(row: SupplierRow): Supplier {
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    province: row.province,
    currency: row.currency,
    contact: row.contact,
    email: row.email,
    phone: row.phone,
    lead_time_days: row.lead_time_days,
    payment_terms: row.payment_terms,
    notes: row.notes,
    active: row.active === 1,
    language: supplierLanguage(row),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const valuesOf = (input: SupplierWrite) => ({ ...input, active: input.active ? 1 : 0 });

export async function listSuppliers({ db }: PurchasingDeps, query: SupplierListQuery) {
  const { rows, counted } = await supplierPage(db, query);
  return { suppliers: rows.map(presentSupplier), pagination: paginationOf(query, counted) };
}

export async function getSupplier({ db }: PurchasingDeps, id: number): Promise<Supplier> {
  const row = await findSupplier(db, id);
  if (!row) throw new DomainError('SUPPLIER_NOT_FOUND');
  return presentSupplier(row);
}

export async function createSupplier({ db, clock }: PurchasingDeps, actor: Actor, input: SupplierWrite) {
  const nowIso = clock.now().toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await insertSupplier(trx, valuesOf(input), nowIso);
    const supplier = presentSupplier(row);
    await recordAudit(trx, actorOf(actor, nowIso), {
      entity: 'supplier',
      entityId: row.id,
      action: 'create',
      changes: diffFields(null, supplier, AUDITED),
    });
    return supplier;
  });
}

export async function updateSupplier({ db, clock }: PurchasingDeps, actor: Actor, id: number, input: SupplierWrite) {
  const nowIso = clock.now().toISOString();
  return db.transaction().execute(async (trx) => {
    const before = await findSupplier(trx, id);
    if (!before) throw new DomainError('SUPPLIER_NOT_FOUND');
    const row = await updateSupplierRow(trx, id, valuesOf(input), nowIso);
    const supplier = presentSupplier(row!);
    await recordAudit(trx, actorOf(actor, nowIso), {
      entity: 'supplier',
      entityId: id,
      action: 'update',
      changes: diffFields(presentSupplier(before), supplier, AUDITED),
    });
    return supplier;
  });
}

const presentLink = (row: NonNullable<Awaited<ReturnType<typeof findSupplierProduct>>>): SupplierProduct => ({
  ...row,
  last_cost_cents: row.last_cost_cents === null ? null : Number(row.last_cost_cents),
});

export async function listSupplierProducts(
  { db }: PurchasingDeps,
  supplierId: number,
  page: { page: number; limit: number },
) {
  await getSupplier({ db } as PurchasingDeps, supplierId);
  const { rows, counted } = await supplierProductPage(db, supplierId, page);
  return { products: rows.map(presentLink), pagination: paginationOf(page, counted) };
}

const LINK_AUDITED = ['product_id', 'supplier_code', 'units_per_box', 'last_cost_cents'] as const;

/** Adds or changes a product's link to a supplier (its code there, units a box holds, last cost). */
export async function setSupplierProduct(
  { db, clock }: PurchasingDeps,
  actor: Actor,
  supplierId: number,
  productId: number,
  input: SupplierProductWrite,
): Promise<SupplierProduct> {
  const nowIso = clock.now().toISOString();
  return db.transaction().execute(async (trx) => {
    if (!(await findSupplier(trx, supplierId))) throw new DomainError('SUPPLIER_NOT_FOUND');
    if ((await unknownProductIds(trx, [productId])).size > 0) throw new DomainError('PRODUCT_NOT_FOUND');
    const before = await findSupplierProduct(trx, supplierId, productId);
    await upsertSupplierProduct(
      trx,
      {
        supplier_id: supplierId,
        product_id: productId,
        supplier_code: input.supplier_code,
        units_per_box: input.units_per_box,
      },
      input.last_cost_cents,
      nowIso,
    );
    const after = presentLink((await findSupplierProduct(trx, supplierId, productId))!);
    await recordAudit(trx, actorOf(actor, nowIso), {
      entity: 'supplier',
      entityId: supplierId,
      action: before ? 'product_update' : 'product_add',
      changes: {
        product_id: [null, productId],
        ...diffFields(before ? presentLink(before) : null, after, LINK_AUDITED),
      },
    });
    return after;
  });
}

export async function removeSupplierProduct(
  { db, clock }: PurchasingDeps,
  actor: Actor,
  supplierId: number,
  productId: number,
): Promise<SupplierProduct> {
  const nowIso = clock.now().toISOString();
  return db.transaction().execute(async (trx) => {
    const before = await findSupplierProduct(trx, supplierId, productId);
    if (!before) throw new DomainError('SUPPLIER_PRODUCT_NOT_FOUND');
    await deleteSupplierProduct(trx, supplierId, productId);
    const link = presentLink(before);
    await recordAudit(trx, actorOf(actor, nowIso), {
      entity: 'supplier',
      entityId: supplierId,
      action: 'product_remove',
      changes: diffFields(link, null, LINK_AUDITED),
    });
    return link;
  });
}
