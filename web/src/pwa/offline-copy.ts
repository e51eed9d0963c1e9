/**
 * Whether what the shop shows came from the copies the service worker kept (issue 41): the time
 * of the oldest copy read since the server last answered, for "Prices and stock as of 06:12".
 * Any read the server answers clears it (the signal is back, and React Query reads again). Kept
 * small: the app's entry carries it (api-client).
 */
/** The header a kept copy carries: when it was stored (ISO). Here, the entry's side: cache-policy re-exports it. */
export const STORED_AT_HEADER = 'x-stored-at';

let oldest: string | null = null;
const listeners = new Set<() => void>();

/** Told of every successful reply of apiRequest: a GET from a kept copy, or from the server. */
export function noteReply(method: string, headers: Headers | undefined): void {
  // The server's renderer reads the API too: there is no copy there.
  if (method !== 'GET' || !headers || typeof window === 'undefined') return;
  const storedAt = headers.get(STORED_AT_HEADER);
  const next = storedAt === null ? null : oldest !== null && oldest < storedAt ? oldest : storedAt;
  if (next === oldest) return;
  oldest = next;
  listeners.forEach((listener) => listener());
}

/** When the oldest copy on screen was kept (ISO), or null when the server answered. */
export const copiesAsOf = (): string | null => oldest;

export function subscribeCopies(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
