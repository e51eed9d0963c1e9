import { raiseWebhookEvent } from '../webhooks/index.js';
import type { Claim, ClaimCreate, ClaimDecision, ClaimListParams, ClaimReceived, Language } from '@shop/contract';
import { untilDurable, type Db } from '../../db/connection.js';
import { DomainError } from '../../errors/domain-error.js';
import { isUniqueViolation } from '../../db/errors.js';
import { businessDate } from '../../lib/business-date.js';
import { CLAIM_PHOTOS_FOLDER, storedImageKey } from '../../lib/images.js';
import type { UploadedFile } from '../../lib/uploaded-file.js';
import type { SessionUser } from '../auth/index.js';
import { actorOf } from '../audit/index.js';
import { creditClaimedLines, findClaimableOrder, type ClaimableOrder, type OrderDeps } from '../orders/index.js';
import type { ClaimMailStep } from '../mail/index.js';
import { auditClaim, claimForAudit } from './audit.js';
import { enqueueClaimDecision, enqueueClaimReceived } from './notifications.js';
import { removeClaimPhotos, storeClaimPhotos, type PhotoRole } from './photos.js';
import { presentClaim, presentClaimListItem } from './presenter.js';
import {
  claimedQuantities,
  findClaim,
  findClaimByKey,
  insertClaim,
  insertClaimLines,
  insertClaimPhotos,
  linesOfClaim,
  listClaims,
  lockClaim,
  photosOfClaim,
  setApprovedQuantity,
  updateClaim,
} from './repository.js';
import { raNumber, reasonFits, withinWindow } from './rules.js';

/** What a claim's routes need: the orders module's own dependencies (credit notes, e-mails). */
export type ClaimDeps = OrderDeps;

/** The order claimed on, if it is the customer's own delivered order (another's is a 404). */
async function deliveredOrderOf(db: Db, customerId: number, orderId: number) {
  const order = await findClaimableOrder(db, orderId);
  if (!order || order.customer_id !== customerId || order.type !== 'order')
    throw new DomainError('CLAIM_ORDER_NOT_FOUND');
  if (order.status !== 'delivered' || !order.delivered_at) throw new DomainError('CLAIM_ORDER_NOT_DELIVERED');
  return { ...order, delivered_at: order.delivered_at };
}

/** SPEC §9, line by line: in the order, not more than delivered less what is claimed, of the right kind. */
async function checkLines(db: Db, input: ClaimCreate, order: ClaimableOrder): Promise<void> {
  const byId = new Map(order.lines.map((l) => [l.id, l]));
  const claimed = await claimedQuantities(
    db,
    input.lines.map((l) => l.order_line_id),
  );
  input.lines.forEach((line, i) => {
    const ordered = byId.get(line.order_line_id);
    if (!ordered) throw new DomainError('CLAIM_LINE_NOT_IN_ORDER', undefined, { field: `lines.${i}.order_line_id` });
    if (!reasonFits(input.kind, line.reason))
      throw new DomainError('CLAIM_REASON_KIND', undefined, { field: `lines.${i}.reason` });
    if (input.kind === 'return' && ordered.fresh === 1)
      throw new DomainError('RETURN_FRESH_LINE', undefined, { field: `lines.${i}.order_line_id` });
    if (line.quantity > ordered.quantity - (claimed.get(line.order_line_id) ?? 0))
      throw new DomainError('CLAIM_TOO_MANY', undefined, { field: `lines.${i}.quantity` });
  });
}

/** The photos a claim needs: of the flowers always, and of the farm label when fresh flowers are claimed. */
function checkPhotos(input: ClaimCreate, order: ClaimableOrder, photos: { role: PhotoRole }[]): void {
  if (input.kind !== 'claim') return;
  if (!photos.some((p) => p.role === 'product')) throw new DomainError('CLAIM_PHOTOS_REQUIRED');
  const fresh = new Set(order.lines.filter((l) => l.fresh === 1).map((l) => l.id));
  if (input.lines.some((l) => fresh.has(l.order_line_id)) && !photos.some((p) => p.role === 'label'))
    throw new DomainError('CLAIM_LABEL_REQUIRED');
}

/**
 * POST /api/customer/claims: a customer reports a problem with a delivered order (within 24
 * hours) or asks to return dry goods (within 14 days, unused, not a special order). A retry
 * with the same idempotency key gives the first claim back (`created` false), never a second.
 */
export async function createClaim(
  deps: ClaimDeps,
  customer: SessionUser,
  input: ClaimCreate,
  files: { role: PhotoRole; file: UploadedFile }[],
  idempotencyKey: string | undefined,
  reader: Language,
): Promise<{ claim: Claim; created: boolean }> {
  const { db, clock } = deps;
  const existing = async () => {
    const found = idempotencyKey ? await findClaimByKey(db, customer.id, idempotencyKey) : undefined;
    if (!found) return null;
    await untilDurable(db);
    return { claim: await loadClaim(db, found.id, reader), created: false };
  };
  const earlier = await existing();
  if (earlier) return earlier;

  const order = await deliveredOrderOf(db, customer.id, input.order_id);
  const now = clock.now();
  if (input.kind === 'return') {
    if (order.from_prebooking === 1) throw new DomainError('RETURN_SPECIAL_ORDER');
    if (!withinWindow('return', order.delivered_at, now)) throw new DomainError('RETURN_TOO_LATE');
    if (input.unused_confirmed !== true) throw new DomainError('RETURN_NOT_CONFIRMED');
  } else if (!withinWindow('claim', order.delivered_at, now)) throw new DomainError('CLAIM_TOO_LATE');
  await checkLines(db, input, order);
  checkPhotos(input, order, files);

  const photos = await storeClaimPhotos(deps.files, customer.id, files);
  try {
    const id = await db.transaction().execute(async (trx) => {
      const nowIso = now.toISOString();
      const claimId = await insertClaim(trx, {
        customer_id: customer.id,
        order_id: order.id,
        kind: input.kind,
        note: input.note || null,
        idempotency_key: idempotencyKey ?? null,
        created_at: nowIso,
        updated_at: nowIso,
      });
      await insertClaimLines(
        trx,
        input.lines.map((l) => ({
          claim_id: claimId,
          order_line_id: l.order_line_id,
          quantity: l.quantity,
          reason: l.reason,
        })),
      );
      await insertClaimPhotos(
        trx,
        photos.map((p) => ({ claim_id: claimId, role: p.role, file_key: p.key, created_at: nowIso })),
      );
      // The trail: filed by the customer, from where (staff answer for what is decided on it).
      await auditClaim(trx, actorOf(customer, nowIso), claimId, 'create', null);
      const record = await findClaim(trx, claimId);
      if (record && !deps.silent) await enqueueClaimReceived({ ...deps, db: trx }, record, input.lines.length);
      return claimId;
    });
    return { claim: await loadClaim(db, id, reader), created: true };
  } catch (err) {
    await removeClaimPhotos(deps.files, photos);
    // The same key twice at once: the unique key refused the second; give it the first.
    const raced = isUniqueViolation(err) ? await existing() : null;
    if (raced) return raced;
    throw err;
  }
}

export async function loadClaim(db: Db, id: number, reader: Language): Promise<Claim> {
  const row = await findClaim(db, id);
  if (!row) throw new DomainError('CLAIM_NOT_FOUND');
  const [lines, photos] = await Promise.all([linesOfClaim(db, id), photosOfClaim(db, id)]);
  return presentClaim(row, lines, photos, reader);
}

/**
 * A claim for this reader: staff (the route asks them for claims) see any, a customer their own
 * only (another's is a 404).
 */
export async function claimFor(db: Db, user: SessionUser, id: number, reader: Language): Promise<Claim> {
  const claim = await loadClaim(db, id, reader);
  if (user.role !== 'admin' && claim.customer_id !== user.id) throw new DomainError('CLAIM_NOT_FOUND');
  return claim;
}

export async function claimPage(db: Db, params: ClaimListParams) {
  const { rows, total } = await listClaims(db, params);
  return { claims: rows.map(presentClaimListItem), pagination: { page: params.page, limit: params.limit, total } };
}

/** The store key of a claim's photo, for staff (with claims) or the claim's customer; else CLAIM_NOT_FOUND. */
export async function claimPhotoFile(
  db: Db,
  user: SessionUser,
  claimId: number,
  photoId: number,
  size: 'thumb' | 'large',
): Promise<string> {
  const claim = await findClaim(db, claimId);
  if (!claim || (user.role !== 'admin' && claim.customer_id !== user.id)) throw new DomainError('CLAIM_NOT_FOUND');
  const photo = (await photosOfClaim(db, claimId)).find((p) => p.id === photoId);
  const file = photo ? storedImageKey(CLAIM_PHOTOS_FOLDER, photo.file_key, size) : null;
  if (!file) throw new DomainError('NOT_FOUND');
  return file;
}

/** What each line gets: all it claims (approve), what `lines` say (partial; a line left out none). */
function approvedQuantities(
  decision: ClaimDecision,
  lines: Awaited<ReturnType<typeof linesOfClaim>>,
): Map<number, number> {
  if (decision.decision === 'approve') return new Map(lines.map((l) => [l.id, l.quantity]));
  const byOrderLine = new Map(lines.map((l) => [l.order_line_id, l]));
  const approved = new Map(lines.map((l) => [l.id, 0]));
  (decision.lines ?? []).forEach((given, i) => {
    const line = byOrderLine.get(given.order_line_id);
    if (!line || given.quantity > line.quantity)
      throw new DomainError('CLAIM_DECISION_LINE', undefined, { field: `lines.${i}.quantity` });
    approved.set(line.id, given.quantity);
  });
  if ([...approved.values()].every((q) => q === 0)) throw new DomainError('CLAIM_DECISION_LINE');
  return approved;
}

/**
 * PUT /api/claims/{id}/decision: staff approve (all or part), refuse with a reason, or ask for
 * more information (the claim stays open, in review). An approved claim is credited at once by a
 * credit note for the approved quantities at the prices paid (the ledger moves once, through the
 * orders module); an approved return gets its RA number, and is credited when the goods arrive.
 */
export async function decideClaim(
  deps: ClaimDeps,
  staff: SessionUser,
  id: number,
  decision: ClaimDecision,
  reader: Language,
): Promise<Claim> {
  await deps.db.transaction().execute(async (trx) => {
    const step = await recordDecision({ ...deps, db: trx }, staff, id, decision);
    // Told to the customer in the same transaction (the outbox sends it once committed).
    const record = await findClaim(trx, id);
    if (record && !deps.silent) await enqueueClaimDecision({ ...deps, db: trx }, record, step);
    // Webhooks (issue 40): a decision, not a request for more information.
    if (record && step !== 'info')
      await raiseWebhookEvent(trx, deps.clock.now().toISOString(), {
        event: 'claim.decided',
        customerId: record.customer_id,
        data: {
          claim: {
            id: record.id,
            kind: record.kind,
            status: record.status,
            order_id: record.order_id,
            customer_id: record.customer_id,
            ra_number: record.ra_number,
            credit_order_id: record.credit_order_id,
            decision_reason: record.decision_reason,
          },
        },
      });
  });
  return loadClaim(deps.db, id, reader);
}

/** The decision's rows, in the caller's transaction; gives what to tell the customer. */
async function recordDecision(
  deps: ClaimDeps,
  staff: SessionUser,
  id: number,
  decision: ClaimDecision,
): Promise<ClaimMailStep> {
  const trx = deps.db;
  const claim = await lockClaim(trx, id);
  if (!claim) throw new DomainError('CLAIM_NOT_FOUND');
  if (claim.status !== 'new' && claim.status !== 'in_review') throw new DomainError('CLAIM_ALREADY_DECIDED');
  const before = await claimForAudit(trx, id, claim);
  const step = await applyDecision(deps, staff, claim, decision);
  await auditClaim(trx, actorOf(staff, deps.clock.now().toISOString()), id, 'decide', before);
  return step;
}

/** The decision's rows on the locked, undecided claim. */
async function applyDecision(
  deps: ClaimDeps,
  staff: SessionUser,
  claim: NonNullable<Awaited<ReturnType<typeof lockClaim>>>,
  decision: ClaimDecision,
): Promise<ClaimMailStep> {
  const trx = deps.db;
  const id = claim.id;
  const now = deps.clock.now();
  const stamp = { decided_by: staff.id, decided_at: now.toISOString(), updated_at: now.toISOString() };
  if (decision.decision === 'info') {
    await updateClaim(trx, id, { ...stamp, status: 'in_review', decision_reason: decision.reason ?? null });
    return 'info';
  }
  if (decision.decision === 'refuse') {
    await updateClaim(trx, id, { ...stamp, status: 'refused', decision_reason: decision.reason ?? null });
    return 'refused';
  }
  const lines = await linesOfClaim(trx, id);
  const approved = approvedQuantities(decision, lines);
  for (const [lineId, quantity] of approved) await setApprovedQuantity(trx, lineId, quantity);
  const status = lines.every((l) => approved.get(l.id) === l.quantity) ? 'approved' : 'partially_approved';
  if (claim.kind === 'return') {
    await updateClaim(trx, id, { ...stamp, status, ra_number: raNumber(id, businessDate(now)) });
    return 'return_authorized';
  }
  const creditOrderId = await creditApproved(deps, staff, claim, lines, approved, 0);
  await updateClaim(trx, id, { ...stamp, status, credit_order_id: creditOrderId });
  return status;
}

type ClaimLines = Awaited<ReturnType<typeof linesOfClaim>>;

/**
 * The credit note of what is approved (a claim when decided, a return when its goods are back),
 * at the prices paid, keeping back `withheldCents`; returned dry goods go back on the shelf.
 */
function creditApproved(
  deps: ClaimDeps,
  staff: SessionUser,
  claim: { kind: 'claim' | 'return'; order_id: number; customer_id: number },
  lines: ClaimLines,
  approved: Map<number, number>,
  withheldCents: number,
): Promise<number> {
  // A credit note credits products: two claimed lines of one product are one line of it.
  const byProduct = new Map<number, number>();
  for (const l of lines) byProduct.set(l.product_id, (byProduct.get(l.product_id) ?? 0) + (approved.get(l.id) ?? 0));
  return creditClaimedLines(deps.db, deps, staff, {
    orderId: claim.order_id,
    customerId: claim.customer_id,
    lines: [...byProduct].filter(([, q]) => q > 0).map(([product_id, quantity]) => ({ product_id, quantity })),
    // Claimed goods arrived broken or wilted: nothing goes back on the shelf. Returns do.
    restock: claim.kind === 'return',
    withheldCents,
  });
}

/**
 * PUT /api/claims/{id}/received: an approved return's goods are back. The approved quantities
 * go back on the shelf and are credited at the prices paid, less the restocking fee (a percent
 * of their value, 20 % unless staff say less) and the freight, both taxed with the goods; the
 * return is then closed. Once (409 after, or for anything but an approved return).
 */
export async function receiveReturn(
  deps: ClaimDeps,
  staff: SessionUser,
  id: number,
  input: ClaimReceived,
  reader: Language,
): Promise<Claim> {
  await deps.db.transaction().execute(async (trx) => {
    const claim = await lockClaim(trx, id);
    if (!claim) throw new DomainError('CLAIM_NOT_FOUND');
    const approvedReturn = claim.kind === 'return' && claim.ra_number !== null;
    if (!approvedReturn || claim.received_at !== null) throw new DomainError('CLAIM_NOT_RECEIVABLE');
    const before = await claimForAudit(trx, id, claim);
    const lines = await linesOfClaim(trx, id);
    const approved = new Map(lines.map((l) => [l.id, l.approved_quantity ?? 0]));
    const value = lines.reduce((sum, l) => sum + (approved.get(l.id) ?? 0) * l.unit_price_cents, 0);
    const fee = Math.round((value * input.restocking_fee_percent) / 100);
    if (fee + input.freight_cents > value) throw new DomainError('CLAIM_WITHHELD_OVER_CREDIT');
    const txDeps = { ...deps, db: trx };
    const creditOrderId = await creditApproved(txDeps, staff, claim, lines, approved, fee + input.freight_cents);
    const now = deps.clock.now().toISOString();
    await updateClaim(trx, id, {
      status: 'closed',
      received_at: now,
      restocking_fee_percent: input.restocking_fee_percent,
      freight_cents: input.freight_cents,
      credit_order_id: creditOrderId,
      updated_at: now,
    });
    await auditClaim(trx, actorOf(staff, now), id, 'receive', before);
    const record = await findClaim(trx, id);
    if (record && !deps.silent) await enqueueClaimDecision(txDeps, record, 'return_received');
  });
  return loadClaim(deps.db, id, reader);
}
