import { fileTypeFromBuffer } from 'file-type';
import {
  DELIVERY_PHOTO,
  type AuditChanges,
  DELIVERY_ZONES,
  type DeliveryDay,
  type DeliveryOrder,
  type DeliveryProof,
  type DeliveryProofInfo,
  type DeliveryProofKind,
  type DeliveryRun,
  type DeliveryRunUpdate,
  type DeliveryStopMove,
  type DeliveryZone,
} from '@shop/contract';
import { deliveryWindowText } from '@shop/contract/delivery-addresses';
import { DomainError } from '../../errors/domain-error.js';
import type { Db } from '../../db/connection.js';
import { removeImage, storedImageKey, storeImage } from '../../lib/images.js';
import type { SessionUser } from '../auth/index.js';
import { actorOf, diffFields, recordAudit, type AuditActor } from '../audit/index.js';
import {
  deliveryDayOrders,
  deliveryOrdersByIds,
  deliverOrder,
  enqueueOutForDelivery,
  type DeliveryOrderRecord,
  type OrderDeps,
} from '../orders/index.js';
import { findStaffRoles, findUserById } from '../users/index.js';
import { businessDate } from '../../lib/business-date.js';
import { detailsOf, stopDetails } from './stop-details.js';
import {
  findRun,
  findStop,
  insertRun,
  insertStops,
  lockRun,
  markRunDeparted,
  runsOfDate,
  proofOfOrder,
  stopIdsOfRun,
  stopsOfRuns,
  updateRun,
  updateStop,
} from './repository.js';

/** Signatures are private: their own folder, served to no one through the public images route. */
export const DELIVERY_SIGNATURES_FOLDER = 'delivery-signatures';
/** Proof photos, as private as the signatures: the same rules, a folder of their own. */
export const DELIVERY_PHOTOS_FOLDER = 'delivery-photos';

const proofFolder = (kind: DeliveryProofKind) =>
  kind === 'photo' ? DELIVERY_PHOTOS_FOLDER : DELIVERY_SIGNATURES_FOLDER;

export type DeliveryDeps = OrderDeps;

/** Who changes a run or a stop: the signed-in staff member, with the request's address for the trail. */
export type DeliveryActor = { id: number; ip?: string | null };

const auditRun = (trx: Db, actor: AuditActor, id: number, action: string, changes: AuditChanges) =>
  recordAudit(trx, actor, { entity: 'delivery_run', entityId: id, action, changes });
const auditStop = (trx: Db, actor: AuditActor, id: number, action: string, changes: AuditChanges) =>
  recordAudit(trx, actor, { entity: 'delivery_stop', entityId: id, action, changes });

/**
 * Whose runs a caller may see and work: null for staff who manage deliveries (owner, office),
 * the driver's own id for a driver (issue 14: a driver sees only the runs they are assigned).
 */
export type DriverScope = { driverId: number } | null;

/** Refuses a stop on a run the scoped driver does not drive. */
export async function assertDriverOfStop(deps: DeliveryDeps, runId: number, scope: DriverScope): Promise<void> {
  if (!scope) return;
  const run = await findRun(deps.db, runId);
  if (run?.driver_user_id !== scope.driverId) throw new DomainError('DELIVERY_NOT_YOUR_RUN');
}

/** An order as a stop shows it: the address on one line, the phone, the notes, how many lines. */
export function presentDeliveryOrder(o: DeliveryOrderRecord): DeliveryOrder {
  const address = [o.address1, o.address2, o.city, o.province, o.postal_code].filter((p) => p && p.trim()).join(', ');
  return {
    order_id: o.order_id,
    number: o.number,
    status: o.status,
    delivery_method: o.delivery_method,
    delivery_zone: o.delivery_zone,
    business_name: o.business_name,
    address,
    phone: o.phone_number ?? '',
    notes: o.notes,
    lines: o.line_count,
    window: deliveryWindowText(o),
    driver_notes: o.driver_notes,
  };
}

/** Names of staff users by id (drivers, who delivered): a handful a day. */
async function userNames(deps: DeliveryDeps, ids: (number | null)[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids.filter((id): id is number => id !== null))];
  const users = await Promise.all(unique.map((id) => findUserById(deps.db, id)));
  return new Map(users.flatMap((u) => (u ? [[u.id, u.name] as const] : [])));
}

/** Runs with their stops, each stop with its order (bounded by a date, or one run). */
async function presentRuns(
  deps: DeliveryDeps,
  runs: Awaited<ReturnType<typeof runsOfDate>>,
  orders?: Map<number, DeliveryOrderRecord>,
): Promise<DeliveryRun[]> {
  const stops = await stopsOfRuns(
    deps.db,
    runs.map((r) => r.id),
  );
  const byOrder =
    orders ??
    new Map(
      (
        await deliveryOrdersByIds(
          deps.db,
          stops.map((s) => s.order_id),
        )
      ).map((o) => [o.order_id, o]),
    );
  const dateOfRun = new Map(runs.map((r) => [r.id, r.date]));
  const [names, details] = await Promise.all([
    userNames(deps, [...stops.map((s) => s.delivered_by), ...runs.map((r) => r.driver_user_id)]),
    stopDetails(
      deps.db,
      stops.map((s) => ({ order_id: s.order_id, date: dateOfRun.get(s.run_id) ?? '' })),
      businessDate(deps.clock.now()),
    ),
  ]);
  return runs.map((run) => ({
    id: run.id,
    date: run.date,
    name: run.name,
    delivery_zone: run.delivery_zone,
    driver_user_id: run.driver_user_id,
    driver_name: run.driver_name ?? (run.driver_user_id !== null ? (names.get(run.driver_user_id) ?? null) : null),
    departed_at: run.departed_at,
    stops: stops
      .filter((s) => s.run_id === run.id)
      .flatMap((s) => {
        const order = byOrder.get(s.order_id);
        if (!order) return [];
        return [
          {
            ...presentDeliveryOrder(order),
            ...detailsOf(details, s.order_id),
            id: s.id,
            run_id: s.run_id,
            position: s.position,
            stop_status: s.status,
            failure_reason: s.failure_reason,
            recipient_name: s.recipient_name,
            delivered_at: s.delivered_at,
            delivered_by_name: s.delivered_by !== null ? (names.get(s.delivered_by) ?? null) : null,
          },
        ];
      }),
  }));
}

/**
 * A date's runs with their stops, the delivery orders in no run yet (confirmed or ready), and
 * the date's pickups still to collect.
 */
export async function deliveryDay(deps: DeliveryDeps, date: string, scope: DriverScope = null): Promise<DeliveryDay> {
  const [orders, allRuns] = await Promise.all([deliveryDayOrders(deps.db, date), runsOfDate(deps.db, date)]);
  // A driver (without the deliveries permission) sees only the runs they drive, nothing else.
  const runs = scope ? allRuns.filter((r) => r.driver_user_id === scope.driverId) : allRuns;
  const byOrder = new Map(orders.map((o) => [o.order_id, o]));
  const presented = await presentRuns(deps, runs, byOrder);
  const inRun = new Set(presented.flatMap((r) => r.stops.map((s) => s.order_id)));
  const waiting = orders.filter((o) => o.status !== 'delivered' && !inRun.has(o.order_id));
  if (scope) return { date, runs: presented, unassigned: [], pickups: [] };
  return {
    date,
    runs: presented,
    unassigned: waiting.filter((o) => o.delivery_method === 'delivery').map(presentDeliveryOrder),
    pickups: waiting.filter((o) => o.delivery_method === 'pickup').map(presentDeliveryOrder),
  };
}

/**
 * One run per zone of the date's delivery orders in no run yet (added to the zone's run when
 * there is one), named by the caller, stops in the orders' number order. Returns how many runs were created.
 */
export async function createRunsByZone(
  deps: DeliveryDeps,
  staff: DeliveryActor,
  date: string,
  zoneName: (zone: DeliveryZone | null) => string,
): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const tdeps = { ...deps, db: trx };
    const day = await deliveryDay(tdeps, date);
    const nowIso = deps.clock.now().toISOString();
    const actor = actorOf(staff, nowIso);
    let created = 0;
    for (const zone of [...DELIVERY_ZONES, null]) {
      const orders = day.unassigned.filter((o) => o.delivery_zone === zone);
      if (orders.length === 0) continue;
      const existing = day.runs.find((r) => r.delivery_zone === zone);
      let runId = existing?.id;
      if (runId === undefined) {
        runId = await insertRun(trx, {
          date,
          name: zoneName(zone),
          delivery_zone: zone,
          driver_user_id: null,
          driver_name: null,
          created_by: staff.id,
          created_at: nowIso,
          updated_at: nowIso,
        });
        created += 1;
      }
      const first = existing ? existing.stops.length + 1 : 1;
      await insertStops(
        trx,
        orders.map((o, i) => ({ run_id: runId, order_id: o.order_id, position: first + i, updated_at: nowIso })),
      );
      // The trail: the run made (or given more stops), with the orders it gained.
      const was = existing ? existing.stops.map((stop) => stop.number) : null;
      await auditRun(trx, actor, runId, existing ? 'add_stops' : 'create', {
        ...(existing ? {} : { date: [null, date], name: [null, zoneName(zone)] }),
        orders: [was, [...(was ?? []), ...orders.map((o) => o.number)]],
      });
    }
    return created;
  });
}

/** The run's columns the trail shows when staff change it. */
const RUN_FIELDS = ['name', 'driver_user_id', 'driver_name'] as const;

export async function changeRun(
  deps: DeliveryDeps,
  staff: DeliveryActor,
  id: number,
  changes: DeliveryRunUpdate,
): Promise<DeliveryRun> {
  const run = await findRun(deps.db, id);
  if (!run) throw new DomainError('DELIVERY_RUN_NOT_FOUND');
  if (changes.driver_user_id) {
    const user = await findUserById(deps.db, changes.driver_user_id);
    if (!user || user.role !== 'admin' || user.active !== 1) throw new DomainError('DELIVERY_DRIVER_NOT_STAFF');
    if (!(await findStaffRoles(deps.db, user.id)).includes('driver'))
      throw new DomainError('DELIVERY_DRIVER_NOT_STAFF');
  }
  const nowIso = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const before = await findRun(trx, id);
    await updateRun(trx, id, { ...changes, updated_at: nowIso });
    const after = await findRun(trx, id);
    await recordAudit(trx, actorOf(staff, nowIso), {
      entity: 'delivery_run',
      entityId: id,
      action: 'update',
      changes: diffFields(before, after, RUN_FIELDS),
    });
  });
  return loadRun(deps, id);
}

export async function loadRun(deps: DeliveryDeps, id: number): Promise<DeliveryRun> {
  const run = await findRun(deps.db, id);
  if (!run) throw new DomainError('DELIVERY_RUN_NOT_FOUND');
  const [presented] = await presentRuns(deps, [run]);
  return presented!;
}

/**
 * Moves a stop to a position of a run of its date (its own run: a reorder), renumbering both
 * runs from 1. A position past the end puts it last.
 */
export async function moveStop(
  deps: DeliveryDeps,
  staff: DeliveryActor,
  stopId: number,
  move: DeliveryStopMove,
): Promise<{ run: DeliveryRun; position: number }> {
  const position = await deps.db.transaction().execute(async (trx) => {
    const stop = await findStop(trx, stopId);
    if (!stop) throw new DomainError('DELIVERY_STOP_NOT_FOUND');
    const [from, to] = await Promise.all([findRun(trx, stop.run_id), findRun(trx, move.run_id)]);
    if (!to) throw new DomainError('DELIVERY_RUN_NOT_FOUND', undefined, { field: 'run_id' });
    if (!from || from.date !== to.date) throw new DomainError('DELIVERY_RUN_OTHER_DATE');
    for (const id of [from.id, to.id].sort((a, b) => a - b)) await lockRun(trx, id);
    const nowIso = deps.clock.now().toISOString();
    if (from.id !== to.id) {
      const left = (await stopIdsOfRun(trx, from.id)).filter((id) => id !== stopId);
      for (const [i, id] of left.entries()) await updateStop(trx, id, { position: i + 1 });
    }
    const ids = (await stopIdsOfRun(trx, to.id)).filter((id) => id !== stopId);
    const at = Math.min(move.position, ids.length + 1);
    ids.splice(at - 1, 0, stopId);
    for (const [i, id] of ids.entries())
      await updateStop(
        trx,
        id,
        id === stopId ? { run_id: to.id, position: i + 1, updated_at: nowIso } : { position: i + 1 },
      );
    // The trail: the stop's run and place before and after (a move to where it was writes none).
    const moved = diffFields(stop, { run_id: to.id, position: at }, ['run_id', 'position']);
    if (Object.keys(moved).length > 0) await auditStop(trx, actorOf(staff, nowIso), stopId, 'move', moved);
    return at;
  });
  return { run: await loadRun(deps, move.run_id), position };
}

/** A PNG (or other image) data URL's bytes; undefined when it is not one. */
function dataUrlBytes(value: string): Buffer | undefined {
  const match = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/=]+)$/.exec(value.trim());
  if (!match) return undefined;
  const bytes = Buffer.from(match[2]!, 'base64');
  return bytes.length > 0 ? bytes : undefined;
}

/** How far back a phone's own delivery time is believed (a day's run, sent the same day). */
const HANDOVER_BELIEVED_MS = 24 * 60 * 60 * 1000;

/**
 * When the order was handed over: the time the phone recorded (it was sent later, from a dead
 * zone), kept between 24 hours ago and now whatever the phone's clock says, or now. Never a
 * refusal: a delivery recorded on the road must not be lost to a phone's wrong clock.
 */
export function handoverTime(now: Date, recorded: string | undefined): string {
  const at = recorded ? Date.parse(recorded) : Number.NaN;
  if (Number.isNaN(at)) return now.toISOString();
  return new Date(Math.min(now.getTime(), Math.max(at, now.getTime() - HANDOVER_BELIEVED_MS))).toISOString();
}

/**
 * The proof's image bytes and kind: a drawn signature, or a photo (at most DELIVERY_PHOTO.maxBytes,
 * a JPEG, PNG or WebP by its bytes, whatever its data URL says). Exactly one of them.
 */
async function proofImage(proof: DeliveryProof): Promise<{ kind: DeliveryProofKind; bytes: Buffer }> {
  const hasSignature = Boolean(proof.signature?.trim());
  const hasPhoto = Boolean(proof.photo?.trim());
  if (hasSignature && hasPhoto) throw new DomainError('DELIVERY_PROOF_BOTH');
  if (hasPhoto) {
    const bytes = dataUrlBytes(proof.photo!);
    if (!bytes) throw new DomainError('DELIVERY_PHOTO_UNREADABLE');
    if (bytes.length > DELIVERY_PHOTO.maxBytes) throw new DomainError('DELIVERY_PHOTO_TOO_LARGE');
    const type = await fileTypeFromBuffer(bytes);
    if (!type || !(DELIVERY_PHOTO.types as readonly string[]).includes(type.mime))
      throw new DomainError('DELIVERY_PHOTO_UNREADABLE');
    return { kind: 'photo', bytes };
  }
  const bytes = proof.signature ? dataUrlBytes(proof.signature) : undefined;
  if (!bytes) throw new DomainError('DELIVERY_SIGNATURE_REQUIRED');
  return { kind: 'signature', bytes };
}

/**
 * The driver hands the order over: the recipient's name and a proof (their signature or a
 * photo) are required; the proof is stored as a private image, the order moves to delivered
 * through the orders module (delivered_at set, the customer e-mailed), and the stop keeps who,
 * when and the proof. The image is removed again when the order cannot be delivered.
 */
export async function deliverStop(
  deps: DeliveryDeps,
  staff: SessionUser & { ip?: string | null },
  stopId: number,
  proof: DeliveryProof,
  scope: DriverScope = null,
): Promise<DeliveryRun> {
  const stop = await findStop(deps.db, stopId);
  if (!stop) throw new DomainError('DELIVERY_STOP_NOT_FOUND');
  await assertDriverOfStop(deps, stop.run_id, scope);
  if (stop.status === 'delivered') throw new DomainError('DELIVERY_STOP_DONE');
  const recipient = proof.recipient_name?.trim();
  if (!recipient) throw new DomainError('DELIVERY_RECIPIENT_REQUIRED');
  const { kind, bytes } = await proofImage(proof);
  const deliveredAt = handoverTime(deps.clock.now(), proof.delivered_at);
  const folder = proofFolder(kind);
  let key: string;
  try {
    key = await storeImage(deps.files, `${kind === 'photo' ? 'p' : 's'}${stop.order_id}`, bytes, folder);
  } catch (err) {
    if (err instanceof DomainError && err.code === 'BAD_IMAGE')
      throw new DomainError(kind === 'photo' ? 'DELIVERY_PHOTO_UNREADABLE' : 'DELIVERY_SIGNATURE_REQUIRED');
    throw err;
  }
  try {
    await deliverOrder(deps, staff, stop.order_id, deliveredAt);
  } catch (err) {
    await removeImage(deps.files, key, folder);
    throw err;
  }
  const nowIso = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await updateStop(trx, stopId, {
      status: 'delivered',
      recipient_name: recipient,
      signature_key: key,
      proof_kind: kind,
      delivered_by: staff.id,
      delivered_at: deliveredAt,
      failure_reason: null,
      updated_at: nowIso,
    });
    // The order's own row says delivered; the stop's says to whom, when and with which proof.
    await auditStop(trx, actorOf(staff, nowIso), stopId, 'deliver', {
      status: [stop.status, 'delivered'],
      recipient_name: [stop.recipient_name, recipient],
      proof_kind: [stop.proof_kind, kind],
      delivered_at: [stop.delivered_at, deliveredAt],
    });
  });
  return loadRun(deps, stop.run_id);
}

/**
 * The driver leaves the warehouse with the run: it is marked as gone, and the customers of its
 * stops still to deliver are told their order is on its way (issue 17), in one transaction and
 * once: leaving again tells no one twice.
 */
export async function departRun(
  deps: DeliveryDeps,
  staff: DeliveryActor,
  runId: number,
  scope: DriverScope = null,
): Promise<DeliveryRun> {
  if (!(await findRun(deps.db, runId))) throw new DomainError('DELIVERY_RUN_NOT_FOUND');
  await assertDriverOfStop(deps, runId, scope);
  await deps.db.transaction().execute(async (trx) => {
    const nowIso = deps.clock.now().toISOString();
    if (!(await markRunDeparted(trx, runId, nowIso))) return;
    await auditRun(trx, actorOf(staff, nowIso), runId, 'depart', { departed_at: [null, nowIso] });
    const pending = (await stopsOfRuns(trx, [runId])).filter((s) => s.status !== 'delivered');
    for (const order of await deliveryOrdersByIds(
      trx,
      pending.map((s) => s.order_id),
    ))
      await enqueueOutForDelivery({ ...deps, db: trx }, order);
  });
  return loadRun(deps, runId);
}

/** The driver could not deliver: the reason stays on the stop; the order does not move. */
export async function failStop(
  deps: DeliveryDeps,
  staff: DeliveryActor,
  stopId: number,
  reason: string,
  scope: DriverScope = null,
): Promise<DeliveryRun> {
  const stop = await findStop(deps.db, stopId);
  if (!stop) throw new DomainError('DELIVERY_STOP_NOT_FOUND');
  await assertDriverOfStop(deps, stop.run_id, scope);
  if (stop.status === 'delivered') throw new DomainError('DELIVERY_STOP_DONE');
  const nowIso = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await updateStop(trx, stopId, { status: 'failed', failure_reason: reason, updated_at: nowIso });
    await auditStop(trx, actorOf(staff, nowIso), stopId, 'fail', {
      status: [stop.status, 'failed'],
      failure_reason: [stop.failure_reason, reason],
    });
  });
  return loadRun(deps, stop.run_id);
}

/** A pickup order collected at the counter: delivered through the orders module. */
export async function markPickedUp(deps: DeliveryDeps, staff: SessionUser, orderId: number): Promise<void> {
  const [order] = await deliveryOrdersByIds(deps.db, [orderId]);
  if (!order || order.delivery_method !== 'pickup') throw new DomainError('DELIVERY_ORDER_NOT_PICKUP');
  await deliverOrder(deps, staff, orderId);
}

/** How the order's delivery was proven, who received it and when; NOT_FOUND without a proof. */
export async function deliveryProofInfo(db: Db, orderId: number): Promise<DeliveryProofInfo> {
  const proof = await proofOfOrder(db, orderId);
  if (!proof) throw new DomainError('NOT_FOUND');
  return { kind: proof.kind, recipient_name: proof.recipient_name, delivered_at: proof.delivered_at };
}

/** The store key of the order's proof image (the drawn signature or the photo), or NOT_FOUND. */
export async function deliverySignatureFile(db: Db, orderId: number): Promise<string> {
  const proof = await proofOfOrder(db, orderId);
  const file = proof ? storedImageKey(proofFolder(proof.kind), proof.key, 'large') : null;
  if (!file) throw new DomainError('NOT_FOUND');
  return file;
}
