import type { CustomerPrices, CustomerPricesWrite, PriceLevel, PriceLevelWrite } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import type { PriceLevelRow } from '../../db/schema.js';
import { DomainError } from '../../errors/domain-error.js';
import type { Clock } from '../../lib/clock.js';
import { actorOf, diffFields, recordAudit } from '../audit/index.js';
import { packsWithIds } from '../catalog/index.js';
import {
  allLevels,
  contractPricesOf,
  countLevelCustomers,
  insertLevel,
  levelById,
  levelOfCustomer,
  replaceContractPrices,
  setLevelOfCustomer,
  updateLevel,
} from './repository.js';

export interface PriceDeps {
  db: Db;
  clock: Clock;
}
type Actor = { id: number; ip?: string | null; via_token?: string | undefined };

const percentOf = (basisPoints: number) => basisPoints / 100;
const present = (row: PriceLevelRow, customers: number): PriceLevel => ({
  id: row.id,
  name_en: row.name_en,
  name_fr: row.name_fr,
  percent_off: percentOf(row.basis_points),
  customers,
});
const levelFields = ['name_en', 'name_fr', 'percent_off'] as const;

/** GET /api/price-levels: every level, by name, with how many customers have it. */
export async function listPriceLevels(db: Db): Promise<PriceLevel[]> {
  return (await allLevels(db)).map((row) => present(row, row.customers));
}

export async function createPriceLevel(deps: PriceDeps, by: Actor, input: PriceLevelWrite): Promise<PriceLevel> {
  const nowIso = deps.clock.now().toISOString();
  const basis_points = Math.round(input.percent_off * 100);
  const id = await deps.db.transaction().execute(async (trx) => {
    const id = await insertLevel(trx, {
      name_en: input.name_en,
      name_fr: input.name_fr,
      basis_points,
      created_at: nowIso,
    });
    await recordAudit(trx, actorOf(by, nowIso), {
      entity: 'price_level',
      entityId: id,
      action: 'create',
      changes: diffFields(null, input, levelFields),
    });
    return id;
  });
  return present({ id, ...input, basis_points, created_at: nowIso, updated_at: nowIso }, 0);
}

export async function updatePriceLevel(
  deps: PriceDeps,
  by: Actor,
  id: number,
  input: PriceLevelWrite,
): Promise<PriceLevel> {
  const nowIso = deps.clock.now().toISOString();
  const before = await levelById(deps.db, id);
  if (!before) throw new DomainError('PRICE_LEVEL_NOT_FOUND');
  const basis_points = Math.round(input.percent_off * 100);
  await deps.db.transaction().execute(async (trx) => {
    await updateLevel(trx, id, { name_en: input.name_en, name_fr: input.name_fr, basis_points, updated_at: nowIso });
    await recordAudit(trx, actorOf(by, nowIso), {
      entity: 'price_level',
      entityId: id,
      action: 'update',
      changes: diffFields({ ...before, percent_off: percentOf(before.basis_points) }, input, levelFields),
    });
  });
  const after = { ...before, ...input, basis_points, updated_at: nowIso };
  return present(after, await countLevelCustomers(deps.db, id));
}

/** GET /api/customers/{id}/prices: the customer's level and contract prices, with what they price. */
export async function customerPrices(db: Db, customerId: number): Promise<CustomerPrices> {
  const [level, rows] = [await levelOfCustomer(db, customerId), await contractPricesOf(db, customerId)];
  const packs = new Map(
    (
      await packsWithIds(
        db,
        rows.map((r) => r.pack_id),
      )
    ).map((p) => [p.id, p]),
  );
  return {
    price_level_id: level?.id ?? null,
    prices: rows.map((row) => {
      const pack = packs.get(row.pack_id)!;
      return {
        pack_id: row.pack_id,
        product_id: row.product_id,
        name_en: pack.name_en,
        name_fr: pack.name_fr,
        pack_kind: pack.kind,
        pack_units: pack.units,
        list_price_cents: pack.price_cents,
        price_cents: row.price_cents,
        starts_on: row.starts_on,
        ends_on: row.ends_on,
      };
    }),
  };
}

/**
 * PUT /api/customers/{id}/prices: the customer's contract prices as listed (those left out are
 * taken off) and, when named, their level; a pack that does not exist, or is not the product
 * named beside it, is refused (400, naming `prices.N.pack_id`). Audited as one change.
 */
export async function saveCustomerPrices(
  deps: PriceDeps,
  by: Actor,
  customerId: number,
  input: CustomerPricesWrite,
): Promise<CustomerPrices> {
  const nowIso = deps.clock.now().toISOString();
  if (input.price_level_id !== undefined && input.price_level_id !== null)
    if (!(await levelById(deps.db, input.price_level_id))) throw new DomainError('PRICE_LEVEL_UNKNOWN');
  const packs = new Map(
    (
      await packsWithIds(
        deps.db,
        input.prices.map((p) => p.pack_id),
      )
    ).map((p) => [p.id, p]),
  );
  const rows = input.prices.map((price, i) => {
    const pack = packs.get(price.pack_id);
    const field = { field: `prices.${i}.pack_id` };
    if (!pack) throw new DomainError('PRICE_PACK_UNKNOWN', undefined, field);
    if (price.product_id !== undefined && price.product_id !== pack.product_id)
      throw new DomainError('PRICE_PACK_OTHER_PRODUCT', undefined, field);
    return {
      product_id: pack.product_id,
      pack_id: pack.id,
      price_cents: price.price_cents,
      starts_on: price.starts_on ?? null,
      ends_on: price.ends_on ?? null,
      created_at: nowIso,
    };
  });
  const before = await customerPrices(deps.db, customerId);
  await deps.db.transaction().execute(async (trx) => {
    await replaceContractPrices(trx, customerId, rows);
    if (input.price_level_id !== undefined) await setLevelOfCustomer(trx, customerId, input.price_level_id, nowIso);
    const summary = (p: { pack_id: number; price_cents: number; starts_on: string | null; ends_on: string | null }) =>
      `${p.pack_id}:${p.price_cents}:${p.starts_on ?? ''}-${p.ends_on ?? ''}`;
    await recordAudit(trx, actorOf(by, nowIso), {
      entity: 'customer',
      entityId: customerId,
      action: 'update',
      changes: diffFields(
        { price_level_id: before.price_level_id, prices: before.prices.map(summary).join(' ') },
        {
          price_level_id: input.price_level_id === undefined ? before.price_level_id : input.price_level_id,
          prices: rows.map(summary).join(' '),
        },
        ['price_level_id', 'prices'],
      ),
    });
  });
  return customerPrices(deps.db, customerId);
}
