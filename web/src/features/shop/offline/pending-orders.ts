import type { Order, WebOrderWrite } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { ApiError, apiRequest, isUnreachable } from '@/lib/api-client';
import type { CartLine } from '../cart/cart-storage';

/**
 * An order placed with no signal (issue 41): kept on the phone with its Idempotency-Key, as the
 * driver's page keeps what a driver records (deliveries/pending-outcomes.ts), and sent when the
 * signal is back. The key is the one the Place button sent: the server gives back the order a
 * key already made, so an order whose answer was lost is never placed twice.
 */
export interface PendingOrder {
  idempotencyKey: string;
  order: WebOrderWrite;
  /** The cart it was placed from: put back in the cart if the server refuses it. */
  lines: CartLine[];
  /** When the florist placed it (ISO). */
  at: string;
  /** Why the server refused it (stock or the cutoff changed meanwhile): the florist chooses. */
  refusal?: string;
}

export interface SendReport {
  placed: Order[];
  refused: number;
  waiting: number;
}

const keyOf = (customerId: number) => `shop.pendingOrders:${customerId}`;
const listeners = new Set<() => void>();
let cached: { raw: string | null; list: PendingOrder[] } = { raw: null, list: [] };

/** The orders waiting on this phone for a customer, oldest first (the same array until it changes). */
export function pendingOrders(customerId: number): PendingOrder[] {
  const raw = localStorage.getItem(keyOf(customerId));
  if (raw !== cached.raw) {
    let list: PendingOrder[] = [];
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      if (Array.isArray(parsed)) list = parsed as PendingOrder[];
    } catch {
      // A damaged entry: nothing can be sent from it.
    }
    cached = { raw, list };
  }
  return cached.list;
}

function save(customerId: number, list: PendingOrder[]): void {
  if (list.length === 0) localStorage.removeItem(keyOf(customerId));
  else localStorage.setItem(keyOf(customerId), JSON.stringify(list));
  listeners.forEach((listener) => listener());
}

/** Told when the waiting orders change (here or in another tab), for useSyncExternalStore. */
export function subscribePendingOrders(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => (e.key === null || e.key.startsWith('shop.pendingOrders:')) && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Keeps an order on the phone (once per key). False when the phone has no room left. */
export function keepOrder(customerId: number, pending: Omit<PendingOrder, 'at'>, now = new Date()): boolean {
  const others = pendingOrders(customerId).filter((p) => p.idempotencyKey !== pending.idempotencyKey);
  try {
    save(customerId, [...others, { ...pending, at: now.toISOString() }]);
    return true;
  } catch {
    return false;
  }
}

/** Forgets one waiting order (sent, or the florist took its lines back to the cart). */
export function dropOrder(customerId: number, idempotencyKey: string): void {
  save(
    customerId,
    pendingOrders(customerId).filter((p) => p.idempotencyKey !== idempotencyKey),
  );
}

/** POST /api/Customer/Orders with the order's own key (the Place button's request, sent again). */
export function sendOrder(pending: Pick<PendingOrder, 'order' | 'idempotencyKey'>, fallbackMessage: string) {
  return apiRequest<{ order: Order }>(apiPath(apiPaths.orders.place), {
    method: 'POST',
    body: pending.order,
    headers: { 'Idempotency-Key': pending.idempotencyKey },
    fallbackMessage,
  });
}

let sending: Promise<SendReport> | null = null;

/**
 * Sends the waiting orders in the order they were placed, stopping at the first that cannot
 * reach the server; one the server refuses stays, with its reason, for the florist to adjust.
 * One send at a time: a second call (the signal returns while "Send now" is tapped) shares it.
 */
export function sendPendingOrders(customerId: number, fallbackMessage: string): Promise<SendReport> {
  sending ??= (async () => {
    const report: SendReport = { placed: [], refused: 0, waiting: 0 };
    for (const pending of pendingOrders(customerId)) {
      if (pending.refusal) continue;
      try {
        const reply = await sendOrder(pending, fallbackMessage);
        report.placed.push(reply.data.order);
        dropOrder(customerId, pending.idempotencyKey);
      } catch (err) {
        if (isUnreachable(err)) break;
        const refusal = err instanceof ApiError ? err.message : fallbackMessage;
        save(
          customerId,
          pendingOrders(customerId).map((p) => (p.idempotencyKey === pending.idempotencyKey ? { ...p, refusal } : p)),
        );
        report.refused += 1;
      }
    }
    report.waiting = pendingOrders(customerId).filter((p) => !p.refusal).length;
    return report;
  })().finally(() => {
    sending = null;
  });
  return sending;
}
