import type { DeliveryProof } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { ApiError, apiRequest, isUnreachable } from '@/lib/api-client';

/**
 * What the driver recorded at a stop (issue 14, item 4: the driver page works on a weak
 * connection): sent at once when the server answers, else kept on the phone and sent when the
 * connection is back. Nothing recorded is lost to a dead zone.
 */
export type StopOutcome =
  | { kind: 'delivered'; stopId: number; body: DeliveryProof }
  | { kind: 'failed'; stopId: number; body: { reason: string } };

export interface PendingOutcome {
  outcome: StopOutcome;
  /** When the driver recorded it (ISO), to show how long it has waited. */
  at: string;
}

const KEY = 'driver.pendingOutcomes';
const listeners = new Set<() => void>();
let cached: { raw: string | null; list: PendingOutcome[] } = { raw: null, list: [] };

/** The outcomes waiting on this phone, oldest first (the same array until it changes). */
export function pendingOutcomes(): PendingOutcome[] {
  const raw = localStorage.getItem(KEY);
  if (raw !== cached.raw) {
    let list: PendingOutcome[] = [];
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      if (Array.isArray(parsed)) list = parsed as PendingOutcome[];
    } catch {
      // A damaged entry: nothing can be sent from it.
    }
    cached = { raw, list };
  }
  return cached.list;
}

function save(list: PendingOutcome[]): void {
  if (list.length === 0) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, JSON.stringify(list));
  for (const listener of listeners) listener();
}

/** Told when the waiting outcomes change (here or in another tab), for useSyncExternalStore. */
export function subscribePendingOutcomes(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Keeps an outcome on the phone; a later one for the same stop replaces it. False when the
 * phone has no room left (a few photos fill its storage): the driver must send it connected.
 */
export function keepOutcome(outcome: StopOutcome, now = new Date()): boolean {
  const others = pendingOutcomes().filter((p) => p.outcome.stopId !== outcome.stopId);
  try {
    save([...others, { outcome, at: now.toISOString() }]);
    return true;
  } catch {
    return false;
  }
}

// The shop's waiting orders tell an unreachable server the same way (api-client).
export { isUnreachable };

/** Sends one outcome to the server (a plain request: a paused mutation would wait silently offline). */
export function sendOutcome(outcome: StopOutcome, fallbackMessage: string) {
  const path = outcome.kind === 'delivered' ? apiPaths.deliveries.delivered : apiPaths.deliveries.failed;
  return apiRequest(apiPath(path, { id: outcome.stopId }), { method: 'POST', body: outcome.body, fallbackMessage });
}

export interface SendReport {
  sent: number;
  /** Outcomes the server refused (a stop moved to another driver, a photo it could not read). */
  refused: { outcome: StopOutcome; message: string }[];
  waiting: number;
}

let sending: Promise<SendReport> | null = null;

/**
 * Sends the waiting outcomes in the order they were recorded, stopping at the first that cannot
 * reach the server. A stop the server says is delivered already counts as sent (the answer to
 * an earlier try was lost). One send at a time: a second call shares the first.
 */
export function sendPendingOutcomes(fallbackMessage: string): Promise<SendReport> {
  sending ??= (async () => {
    const report: SendReport = { sent: 0, refused: [], waiting: 0 };
    for (const { outcome, at } of pendingOutcomes()) {
      try {
        await sendOutcome(outcome, fallbackMessage);
        report.sent += 1;
      } catch (err) {
        if (isUnreachable(err)) break;
        if (err instanceof ApiError && err.code === 'DELIVERY_STOP_DONE') report.sent += 1;
        else report.refused.push({ outcome, message: err instanceof Error ? err.message : String(err) });
      }
      // Not one the driver recorded again for this stop while this one was on its way.
      save(pendingOutcomes().filter((p) => p.outcome.stopId !== outcome.stopId || p.at !== at));
    }
    report.waiting = pendingOutcomes().length;
    return report;
  })().finally(() => {
    sending = null;
  });
  return sending;
}
