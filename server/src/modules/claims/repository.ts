import { sql, type Insertable } from 'kysely';
import { addDays, type ClaimListParams } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { isPostgres } from '../../db/migrations/helpers.js';
import { montrealDayStart } from '../../lib/business-date.js';
import type { ClaimLinesTable, ClaimPhotosTable, ClaimsTable } from '../../db/schema.js';
import { customerTextMatches } from '../customers/index.js';
import { supplierOfProductAt } from '../purchasing/index.js';

/**
 * The claims module's tables: claims, claim_lines, claim_photos. The customer's business name
 * and e-mail, the order's number and the lines' names and prices are read-only joins, for display.
 */
function claimsWithParties(db: Db) {
  return db
    .selectFrom('claims')
    .innerJoin('orders', 'orders.id', 'claims.order_id')
    .innerJoin('customer_profiles as cp', 'cp.user_id', 'claims.customer_id')
    .leftJoin('orders as credit', 'credit.id', 'claims.credit_order_id')
    .select([
      'claims.id',
      'claims.kind',
      'claims.status',
      'claims.customer_id',
      'cp.business_name',
      'claims.order_id',
      'orders.number as order_number',
      'orders.delivered_at',
      'claims.note',
      'claims.decision_reason',
      'claims.ra_number',
      'claims.received_at',
      'claims.restocking_fee_percent',
      'claims.freight_cents',
      'claims.credit_order_id',
      'credit.total_cents as credit_total_cents',
      'credit.invoice_number as credit_number',
      'claims.created_at',
      'claims.updated_at',
    ]);
}

export function findClaim(db: Db, id: number) {
  return claimsWithParties(db).where('claims.id', '=', id).executeTakeFirst();
}
export type ClaimRecord = NonNullable<Awaited<ReturnType<typeof findClaim>>>;

export function findClaimByKey(db: Db, customerId: number, key: string) {
  return db
    .selectFrom('claims')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/**
 * The supplier of a claimed line (`sol`, the order line it claims, a read-only join) of the
 * outer query's claim (`claims`): the one its product came from when the claim was made
 * (purchasing's rule, issue 39).
 */
const supplierOfLine = (db: Db) =>
  sql<number | null>`${supplierOfProductAt(db, sql.ref('sol.product_id'), sql.ref('claims.created_at'))}`;

/** The claim (`claims`) has a line whose product came from `supplierId`. */
function linesOfSupplier(db: Db, supplierId: number) {
  return db
    .selectFrom('claim_lines as sl')
    .innerJoin('order_lines as sol', 'sol.id', 'sl.order_line_id')
    .select('sl.id')
    .where(sql<boolean>`sl.claim_id = claims.id`)
    .where(supplierOfLine(db), '=', supplierId);
}

/** A page of claims, newest first: staff's queue (filters) or one customer's own. */
export async function listClaims(db: Db, params: ClaimListParams) {
  const base = claimsWithParties(db)
    .$if(params.status !== undefined, (q) => q.where('claims.status', '=', params.status!))
    .$if(params.kind !== undefined, (q) => q.where('claims.kind', '=', params.kind!))
    .$if(params.customer_id !== undefined, (q) => q.where('claims.customer_id', '=', params.customer_id!))
    .$if(params.from !== undefined, (q) => q.where('claims.created_at', '>=', montrealDayStart(params.from!)))
    .$if(params.to !== undefined, (q) => q.where('claims.created_at', '<', montrealDayStart(addDays(params.to!, 1))))
    .$if(params.reason !== undefined, (q) =>
      q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('claim_lines as rl')
            .select('rl.id')
            .whereRef('rl.claim_id', '=', 'claims.id')
            .where('rl.reason', '=', params.reason!),
        ),
      ),
    )
    .$if(params.supplier_id !== undefined, (q) =>
      q.where((eb) => eb.exists(linesOfSupplier(db, params.supplier_id ?? 0))),
    )
    .$if(Boolean(params.search), (q) =>
      q.where((eb) =>
        eb.or([
          customerTextMatches('cp.search_text', params.search ?? ''),
          eb('orders.number', '=', params.search ?? ''),
        ]),
      ),
    );
  const [rows, count] = await Promise.all([
    base
      .select((eb) => [
        eb
          .selectFrom('claim_lines')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('claim_lines.claim_id', '=', 'claims.id')
          .as('line_count'),
        eb
          .selectFrom('claim_photos')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('claim_photos.claim_id', '=', 'claims.id')
          .as('photo_count'),
      ])
      .orderBy('claims.created_at', 'desc')
      .orderBy('claims.id', 'desc')
      .limit(params.limit)
      .offset((params.page - 1) * params.limit)
      .execute(),
    base
      .clearSelect()
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** A claim's lines with what the order line was (name, fresh, quantity, price paid). */
export function linesOfClaim(db: Db, claimId: number) {
  return db
    .selectFrom('claim_lines as cl')
    .innerJoin('order_lines as ol', 'ol.id', 'cl.order_line_id')
    .select([
      'cl.id',
      'cl.order_line_id',
      'ol.product_id',
      'ol.name_en',
      'ol.name_fr',
      'ol.fresh',
      'ol.quantity as ordered_quantity',
      'ol.unit_price_cents',
      'cl.quantity',
      'cl.reason',
      'cl.approved_quantity',
    ])
    .where('cl.claim_id', '=', claimId)
    .orderBy('cl.id')
    .execute();
}

export function photosOfClaim(db: Db, claimId: number) {
  return db
    .selectFrom('claim_photos')
    .select(['id', 'role', 'file_key'])
    .where('claim_id', '=', claimId)
    .orderBy('id')
    .execute();
}

/** What other claims not refused already claim of each order line. */
export async function claimedQuantities(db: Db, orderLineIds: number[]): Promise<Map<number, number>> {
  if (orderLineIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('claim_lines as cl')
    .innerJoin('claims', 'claims.id', 'cl.claim_id')
    .select(['cl.order_line_id', sql<number>`sum(cl.quantity)`.as('claimed')])
    .where('cl.order_line_id', 'in', orderLineIds)
    .where('claims.status', '!=', 'refused')
    .groupBy('cl.order_line_id')
    .execute();
  return new Map(rows.map((r) => [r.order_line_id, Number(r.claimed)]));
}

export async function insertClaim(trx: Db, claim: Insertable<ClaimsTable>): Promise<number> {
  const { id } = await trx.insertInto('claims').values(claim).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertClaimLines(trx: Db, lines: Insertable<ClaimLinesTable>[]): Promise<void> {
  await trx.insertInto('claim_lines').values(lines).execute();
}

export async function insertClaimPhotos(trx: Db, photos: Insertable<ClaimPhotosTable>[]): Promise<void> {
  if (photos.length > 0) await trx.insertInto('claim_photos').values(photos).execute();
}

/** The claim row, locked for a decision (PostgreSQL; SQLite writes one at a time). */
export function lockClaim(trx: Db, id: number) {
  let query = trx.selectFrom('claims').selectAll().where('id', '=', id);
  if (isPostgres(trx)) query = query.forNoKeyUpdate();
  return query.executeTakeFirst();
}

export async function updateClaim(trx: Db, id: number, changes: Partial<Insertable<ClaimsTable>>): Promise<void> {
  await trx.updateTable('claims').set(changes).where('id', '=', id).execute();
}

export async function setApprovedQuantity(trx: Db, lineId: number, quantity: number): Promise<void> {
  await trx.updateTable('claim_lines').set({ approved_quantity: quantity }).where('id', '=', lineId).execute();
}

/** Where to write to a claim's customer, in their language (read-only joins to the account). */
export function claimParty(db: Db, claimId: number) {
  return db
    .selectFrom('claims')
    .innerJoin('users', 'users.id', 'claims.customer_id')
    .innerJoin('customer_profiles as cp', 'cp.user_id', 'claims.customer_id')
    .select(['users.email', 'users.language', 'cp.business_owner_name', 'cp.business_name'])
    .where('claims.id', '=', claimId)
    .executeTakeFirstOrThrow();
}

/**
 * The dashboard's claims by reason (issue 39): of the claims and returns made between two
 * instants (the claims_created index), per reason given on their lines, how many claims name it
 * and how many units. The claims list filtered by the same days and reason counts the same claims.
 */
export async function claimsByReason(db: Db, between: { start: string; end: string }) {
  const rows = await db
    .selectFrom('claims')
    .innerJoin('claim_lines', 'claim_lines.claim_id', 'claims.id')
    .where('claims.created_at', '>=', between.start)
    .where('claims.created_at', '<', between.end)
    .select([
      'claim_lines.reason',
      sql<number>`count(distinct claims.id)`.as('claims'),
      sql<number>`coalesce(sum(claim_lines.quantity), 0)`.as('units'),
    ])
    .groupBy('claim_lines.reason')
    .orderBy('claim_lines.reason')
    .execute();
  return rows.map((r) => ({ reason: r.reason, claims: Number(r.claims), units: Number(r.units) }));
}

/**
 * The dashboard's claims by supplier (issue 39): of the claims and returns made between two
 * instants (the claims_created index), how many have a line whose product came from each
 * supplier (supplierOfLine; a claim of two farms' flowers counts for both, a product never
 * bought for none). The claims list filtered by the same days and supplier counts the same
 * claims. Most claims first, then by supplier id.
 */
export async function claimsBySupplier(db: Db, between: { start: string; end: string }) {
  const lines = db
    .selectFrom('claims')
    .innerJoin('claim_lines as sl', 'sl.claim_id', 'claims.id')
    .innerJoin('order_lines as sol', 'sol.id', 'sl.order_line_id')
    .where('claims.created_at', '>=', between.start)
    .where('claims.created_at', '<', between.end)
    .select(['claims.id as claim_id', supplierOfLine(db).as('supplier_id')]);
  const claims = sql<number>`count(distinct l.claim_id)`;
  const rows = await db
    .selectFrom(lines.as('l'))
    .where('l.supplier_id', 'is not', null)
    .select(['l.supplier_id', claims.as('claims')])
    .groupBy('l.supplier_id')
    .orderBy(claims, 'desc')
    .orderBy('l.supplier_id')
    .execute();
  return rows.map((r) => ({ supplier_id: Number(r.supplier_id), claims: Number(r.claims) }));
}
