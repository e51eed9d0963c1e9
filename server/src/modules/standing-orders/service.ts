import {
  addDays,
  defaultPack,
  montrealTime,
  parseBreaks,
  standingLineKey,
  type Occurrence,
  type OccurrenceLine,
  type OwnStandingOrderWrite,
  type StandingOrder,
} from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { DomainError } from '../../errors/domain-error.js';
import type { Clock } from '../../lib/clock.js';
import { actorOf, diffFields, recordAudit } from '../audit/index.js';
import { closedDaysBetween } from '../closed-days/index.js';
import { packsOf } from '../catalog/index.js';
import { readProducts } from '../inventory/index.js';
import { priceBook, type PriceBook } from '../prices/index.js';
import { findUserById } from '../users/index.js';
import { deliveryDayOf, fallsOnAnOpenDay, nominalDates, ordersOn, type Rhythm } from './recurrence.js';
import {
  changePlanned,
  findStandingOrder,
  insertStandingOrder,
  linesOf,
  occurrenceOn,
  occurrenceRows,
  remindersOff,
  replaceLines,
  setRemindersOff,
  standingOrderPage,
  updateStandingOrder,
  type LineRow,
  type StandingOrderRow,
} from './repository.js';

export interface StandingOrderDeps {
  db: Db;
  clock: Clock;
}
type Actor = { id: number; ip?: string | null; via_token?: string | undefined };
/** A customer sees and changes only their own: another's is not found. */
export type Scope = { customerId: number } | null;

const today = (clock: Clock) => montrealTime(clock.now()).date;

export function rhythmOf(row: StandingOrderRow): Rhythm {
  return {
    every_weeks: row.every_weeks,
    weekdays: JSON.parse(row.weekdays) as number[],
    dates: JSON.parse(row.dates) as string[],
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    closed_day_shift: row.closed_day_shift,
    lead_days: row.lead_days,
  };
}

/** The closed days from `from` to `to`, with their names. */
async function closedNames(db: Db, from: string, to: string) {
  return new Map((await closedDaysBetween(db, from, to)).map((d) => [d.date, d] as const));
}

export async function loadStandingOrder(db: Db, id: number, scope: Scope): Promise<StandingOrderRow> {
  const row = await findStandingOrder(db, id);
  if (!row || (scope && row.customer_id !== scope.customerId)) throw new DomainError('STANDING_ORDER_NOT_FOUND');
  return row;
}

/** The occurrences of a standing order from `from` to `to`, with what became of each. */
async function occurrencesOf(db: Db, row: StandingOrderRow, from: string, to: string): Promise<Occurrence[]> {
  const rhythm = rhythmOf(row);
  const days = nominalDates(rhythm, from, to);
  if (days.length === 0) return [];
  const closed = await closedNames(db, addDays(days[0]!, -14), addDays(days.at(-1)!, 14));
  const recorded = new Map(
    (await occurrenceRows(db, [row.id], days[0]!, days.at(-1)!)).map((o) => [o.occurs_on, o] as const),
  );
  return days.map((date) => {
    const done = recorded.get(date);
    const made = done && done.status !== 'planned';
    const delivery = made ? done.delivery_date : deliveryDayOf(rhythm, date, new Set(closed.keys()));
    const closedDay = closed.get(date);
    return {
      date,
      delivery_date: delivery,
      status: done?.status ?? 'planned',
      order_id: done?.order_id ?? null,
      orders_on: ordersOn(rhythm, delivery),
      moved_for: delivery !== date && closedDay ? { name_en: closedDay.name_en, name_fr: closedDay.name_fr } : null,
      lines: done?.lines ? (JSON.parse(done.lines) as OccurrenceLine[]) : null,
    };
  });
}

async function present(db: Db, clock: Clock, rows: StandingOrderRow[]): Promise<StandingOrder[]> {
  // `in ()` is no SQL on PostgreSQL: an empty page asks nothing.
  if (rows.length === 0) return [];
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
  );
  const productIds = [...new Set([...lines.values()].flat().map((l) => l.product_id))];
  const [products, packs] = await Promise.all([readProducts(db, productIds), packsOf(db, productIds)]);
  const from = today(clock);
  // Each line at its customer's price (decision 060): one price book a customer of the page.
  const names = new Map<number, string>();
  const books = new Map<number, PriceBook>();
  for (const id of new Set(rows.map((r) => r.customer_id))) {
    names.set(id, (await findUserById(db, id))?.name ?? '');
    const theirs = rows.filter((r) => r.customer_id === id).flatMap((r) => lines.get(r.id) ?? []);
    books.set(id, await priceBook(db, id, [...new Set(theirs.map((l) => l.product_id))], from));
  }
  return Promise.all(
    rows.map(async (row) => {
      const rhythm = rhythmOf(row);
      const next =
        row.status === 'ended'
          ? undefined
          : (await occurrencesOf(db, row, from, addDays(from, 120))).find((o) => o.status === 'planned');
      return {
        id: row.id,
        customer_id: row.customer_id,
        customer_name: names.get(row.customer_id) ?? '',
        delivery_method: row.delivery_method,
        delivery_zone: row.delivery_zone,
        lines: (lines.get(row.id) ?? []).map((l) => {
          const p = products.get(l.product_id);
          const productPacks = packs.get(l.product_id) ?? [];
          const pack = productPacks.find((k) => k.id === l.pack_id);
          // No pack chosen: the order takes the cheapest active one, so it is the one priced.
          const priced = pack ?? defaultPack(productPacks.map((k) => ({ ...k, active: k.active === 1 })));
          const price = books
            .get(row.customer_id)!
            .price(
              l.product_id,
              priced
                ? {
                    id: priced.id,
                    units: priced.units,
                    price_cents: priced.price_cents,
                    breaks: parseBreaks(priced.breaks),
                  }
                : { id: null, units: 1, price_cents: p?.price_cents ?? 0, breaks: [] },
              l.quantity,
            );
          return {
            ...l,
            name_en: p?.name_en ?? '',
            name_fr: p?.name_fr ?? '',
            unit: p?.unit ?? '',
            pack_kind: pack?.kind ?? null,
            pack_units: pack?.units ?? null,
            pack_stems: pack ? pack.units * (p?.stems_per_unit ?? 1) : null,
            ...price,
          };
        }),
        every_weeks: rhythm.every_weeks,
        weekdays: [...rhythm.weekdays],
        dates: [...rhythm.dates],
        starts_on: row.starts_on,
        ends_on: row.ends_on,
        lead_days: row.lead_days,
        closed_day_shift: row.closed_day_shift,
        status: row.status,
        notes: row.notes,
        next_date: next?.delivery_date ?? null,
        created_at: row.created_at,
        updated_at: row.updated_at,
      };
    }),
  );
}

export async function getStandingOrder(deps: StandingOrderDeps, id: number, scope: Scope) {
  return (await present(deps.db, deps.clock, [await loadStandingOrder(deps.db, id, scope)]))[0]!;
}

export async function listStandingOrders(
  deps: StandingOrderDeps,
  query: { page: number; limit: number; customer_id?: number | undefined; status?: string | undefined },
) {
  const { rows, total } = await standingOrderPage(deps.db, query, {
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return {
    standing_orders: await present(deps.db, deps.clock, rows),
    pagination: { page: query.page, limit: query.limit, total },
  };
}

/** The columns of a write; its products exist, its recurrence meets an open day (else 400). */
async function checked(db: Db, input: OwnStandingOrderWrite) {
  const products = await readProducts(
    db,
    input.lines.map((l) => l.product_id),
  );
  if (input.lines.some((l) => !products.has(l.product_id))) throw new DomainError('STANDING_ORDER_PRODUCT');
  // A pack of the line's product, still sold (as an order line's: decision 052).
  const packs = await packsOf(
    db,
    input.lines.map((l) => l.product_id),
  );
  input.lines.forEach((l, i) => {
    if (l.pack_id && !packs.get(l.product_id)?.some((k) => k.id === l.pack_id && k.active === 1))
      throw new DomainError('STANDING_ORDER_PACK', undefined, { field: `lines.${i}.pack_id` });
  });
  const rhythm: Rhythm = {
    every_weeks: input.every_weeks,
    weekdays: input.weekdays,
    dates: input.dates,
    starts_on: input.starts_on,
    ends_on: input.ends_on ?? null,
    closed_day_shift: input.closed_day_shift,
    lead_days: input.lead_days,
  };
  const closed = await closedNames(db, input.starts_on, input.ends_on ?? addDays(input.starts_on, 366));
  if (!fallsOnAnOpenDay(rhythm, new Set(closed.keys()))) throw new DomainError('STANDING_ORDER_NEVER_OPEN');
  return {
    delivery_method: input.delivery_method,
    delivery_zone: input.delivery_method === 'delivery' ? (input.delivery_zone ?? null) : null,
    every_weeks: input.every_weeks,
    weekdays: JSON.stringify([...input.weekdays].sort()),
    dates: JSON.stringify([...input.dates].sort()),
    starts_on: input.starts_on,
    ends_on: input.ends_on ?? null,
    lead_days: input.lead_days,
    closed_day_shift: input.closed_day_shift,
    status: input.status,
    notes: input.notes ?? null,
  };
}

const AUDITED = [
  'delivery_method',
  'delivery_zone',
  'every_weeks',
  'weekdays',
  'dates',
  'starts_on',
  'ends_on',
  'lead_days',
  'closed_day_shift',
  'status',
  'notes',
  'lines',
] as const;
type Audited = Record<(typeof AUDITED)[number], unknown>;
const linesText = (lines: readonly { product_id: number; pack_id?: number | null; quantity: number }[]) =>
  lines.map((l) => `${l.product_id}${l.pack_id ? `/${l.pack_id}` : ''}×${l.quantity}`).join(', ');
const rowsOf = (lines: OwnStandingOrderWrite['lines']): LineRow[] =>
  lines.map((l) => ({ product_id: l.product_id, pack_id: l.pack_id ?? null, quantity: l.quantity }));

export async function createStandingOrder(
  deps: StandingOrderDeps,
  by: Actor,
  customerId: number,
  input: OwnStandingOrderWrite,
): Promise<StandingOrder> {
  const customer = await findUserById(deps.db, customerId);
  if (customer?.role !== 'customer') throw new DomainError('STANDING_ORDER_CUSTOMER');
  const columns = await checked(deps.db, input);
  const nowIso = deps.clock.now().toISOString();
  const id = await deps.db.transaction().execute(async (trx) => {
    const id = await insertStandingOrder(trx, {
      ...columns,
      customer_id: customerId,
      created_at: nowIso,
      updated_at: nowIso,
      created_by: by.id,
    });
    await replaceLines(trx, id, rowsOf(input.lines));
    await recordAudit(trx, actorOf(by, nowIso), {
      entity: 'standing_order',
      entityId: id,
      action: 'create',
      changes: diffFields<Audited>(null, { ...columns, lines: linesText(input.lines) }, AUDITED),
    });
    return id;
  });
  return getStandingOrder(deps, id, null);
}

export async function updateStanding(
  deps: StandingOrderDeps,
  by: Actor,
  id: number,
  input: OwnStandingOrderWrite,
  scope: Scope,
): Promise<StandingOrder> {
  const before = await loadStandingOrder(deps.db, id, scope);
  if (before.status === 'ended') throw new DomainError('STANDING_ORDER_ENDED');
  const columns = await checked(deps.db, input);
  const beforeLines = (await linesOf(deps.db, [id])).get(id) ?? [];
  const nowIso = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await updateStandingOrder(trx, id, { ...columns, updated_at: nowIso });
    await replaceLines(trx, id, rowsOf(input.lines));
    await recordAudit(trx, actorOf(by, nowIso), {
      entity: 'standing_order',
      entityId: id,
      action: 'update',
      changes: diffFields<Audited>(
        { ...before, lines: linesText(beforeLines) },
        { ...columns, lines: linesText(input.lines) },
        AUDITED,
      ),
    });
  });
  return getStandingOrder(deps, id, null);
}

/** DELETE: the standing order ends (its occurrences and orders stay); nothing more is made of it. */
export async function endStandingOrder(deps: StandingOrderDeps, by: Actor, id: number, scope: Scope) {
  const before = await loadStandingOrder(deps.db, id, scope);
  if (before.status === 'ended') return getStandingOrder(deps, id, null);
  const nowIso = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await updateStandingOrder(trx, id, { status: 'ended', updated_at: nowIso });
    await recordAudit(trx, actorOf(by, nowIso), {
      entity: 'standing_order',
      entityId: id,
      action: 'end',
      changes: { status: [before.status, 'ended'] },
    });
  });
  return getStandingOrder(deps, id, null);
}

/** The occurrence of `date` of a standing order not ended, else 400/409; its delivery day. */
async function plannedOccurrence(deps: StandingOrderDeps, id: number, date: string, scope: Scope) {
  const row = await loadStandingOrder(deps.db, id, scope);
  if (row.status === 'ended') throw new DomainError('STANDING_ORDER_ENDED');
  const rhythm = rhythmOf(row);
  if (nominalDates(rhythm, date, date).length === 0) throw new DomainError('OCCURRENCE_NOT_IN_RECURRENCE', { date });
  const closed = await closedNames(deps.db, addDays(date, -14), addDays(date, 14));
  return { row, delivery: deliveryDayOf(rhythm, date, new Set(closed.keys())) };
}

/** Why an occurrence no longer planned cannot be changed: 409 once an order, else its state stays. */
async function refuseMade(db: Db, id: number, date: string) {
  const done = await occurrenceOn(db, id, date);
  if (done?.status === 'ordered') throw new DomainError('OCCURRENCE_ALREADY_ORDERED', { date });
  return done;
}

/** POST .../skip {date}: that occurrence is not made; 409 once it is an order. */
export async function skipOccurrence(deps: StandingOrderDeps, by: Actor, id: number, date: string, scope: Scope) {
  const { row, delivery } = await plannedOccurrence(deps, id, date, scope);
  const nowIso = deps.clock.now().toISOString();
  const skipped = await deps.db.transaction().execute(async (trx) => {
    const changed = await changePlanned(
      trx,
      { standing_order_id: id, occurs_on: date, delivery_date: delivery, created_at: nowIso },
      { status: 'skipped', delivery_date: delivery },
    );
    if (!changed) return false;
    await recordAudit(trx, actorOf(by, nowIso), {
      entity: 'standing_order',
      entityId: id,
      action: 'skip',
      changes: { skipped: [null, date] },
    });
    return true;
  });
  // Made into an order meanwhile: said as such; skipped or failed already: as it is.
  if (!skipped) await refuseMade(deps.db, id, date);
  return occurrencesOf(deps.db, row, date, date);
}

/**
 * PUT .../occurrences/{date} {lines}: that one occurrence's quantities, one per line of the
 * standing order (its product and pack), until it becomes an order (409 after; 409 too once
 * skipped). The standing order's own quantities put back clear the change. Audited.
 */
export async function changeOccurrence(
  deps: StandingOrderDeps,
  by: Actor,
  id: number,
  date: string,
  lines: readonly OccurrenceLine[],
  scope: Scope,
) {
  const { row, delivery } = await plannedOccurrence(deps, id, date, scope);
  const standing = (await linesOf(deps.db, [id])).get(id) ?? [];
  const asked = new Map(lines.map((l) => [standingLineKey(l), l.quantity] as const));
  if (asked.size !== standing.length || standing.some((l) => !asked.has(standingLineKey(l))))
    throw new DomainError('OCCURRENCE_LINES');
  const own: OccurrenceLine[] = standing.map((l) => ({ ...l, quantity: asked.get(standingLineKey(l))! }));
  const same = own.every((l, i) => l.quantity === standing[i]!.quantity);
  const nowIso = deps.clock.now().toISOString();
  const before = (await occurrenceOn(deps.db, id, date)) ?? null;
  const changed = await deps.db.transaction().execute(async (trx) => {
    const done = await changePlanned(
      trx,
      { standing_order_id: id, occurs_on: date, delivery_date: delivery, created_at: nowIso },
      { lines: same ? null : JSON.stringify(own) },
    );
    if (!done) return false;
    await recordAudit(trx, actorOf(by, nowIso), {
      entity: 'standing_order',
      entityId: id,
      action: 'change_occurrence',
      changes: {
        [date]: [linesText(before?.lines ? (JSON.parse(before.lines) as OccurrenceLine[]) : standing), linesText(own)],
      },
    });
    return true;
  });
  if (!changed) {
    await refuseMade(deps.db, id, date);
    throw new DomainError('OCCURRENCE_NOT_PLANNED', { date });
  }
  return occurrencesOf(deps.db, row, date, date);
}

/** GET/PUT /api/customer/standing-orders/reminders: the e-mail the day before (on unless turned off). */
export async function reminderSetting(db: Db, customerId: number) {
  return { enabled: !(await remindersOff(db, customerId)) };
}

export async function setReminderSetting(deps: StandingOrderDeps, by: Actor, enabled: boolean) {
  const nowIso = deps.clock.now().toISOString();
  const before = await reminderSetting(deps.db, by.id);
  await deps.db.transaction().execute(async (trx) => {
    await setRemindersOff(trx, by.id, !enabled, nowIso);
    if (before.enabled !== enabled)
      await recordAudit(trx, actorOf(by, nowIso), {
        entity: 'customer',
        entityId: by.id,
        action: 'update',
        changes: { standing_order_reminders: [before.enabled, enabled] },
      });
  });
  return { enabled };
}

/** GET .../occurrences?from=&to=: from today for eight weeks unless asked; a year at most. */
export async function listOccurrences(
  deps: StandingOrderDeps,
  id: number,
  query: { from?: string | undefined; to?: string | undefined },
  scope: Scope,
) {
  const row = await loadStandingOrder(deps.db, id, scope);
  const from = query.from ?? today(deps.clock);
  const to = query.to ?? addDays(from, 56);
  if (to < from || to > addDays(from, 366)) throw new DomainError('OCCURRENCES_RANGE');
  return { occurrences: await occurrencesOf(deps.db, row, from, to) };
}
