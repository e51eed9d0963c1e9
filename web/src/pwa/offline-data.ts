import { ACCOUNT_CACHES, FORGET_MESSAGE } from './cache-policy';

/** How long sign-out waits for the worker to say it has forgotten (a stopped one starts first). */
const WORKER_WAIT_MS = 3000;

/** Asks the active service worker, if any, to empty its caches and their dates (IndexedDB). */
async function tellWorker(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const worker = registration?.active;
  if (!worker) return;
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, WORKER_WAIT_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: FORGET_MESSAGE }, [channel.port2]);
  });
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    // Blocked: the worker still holds it open (emptied above); it goes when the worker stops.
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

/**
 * Forgets what the phone keeps of the signed-in florist (issue 41, decision 045): the caches of
 * their reads and every IndexedDB database (Workbox's dates of those copies). The precache,
 * the app's code by version, stays. Called when the session ends (clearSession); a browser
 * without either store has nothing to forget.
 */
export function clearOfflineData(): Promise<void> {
  clearing ??= forget().finally(() => {
    clearing = null;
  });
  return clearing;
}

/** One clearing at a time: a second call (sign-out clears, then waits for it) shares the first. */
let clearing: Promise<void> | null = null;

async function forget(): Promise<void> {
  await tellWorker().catch(() => undefined);
  const work: Promise<unknown>[] = [];
  if (typeof caches !== 'undefined') {
    work.push(
      caches
        .keys()
        .then((names) => Promise.all(names.filter((name) => ACCOUNT_CACHES.includes(name)).map((n) => caches.delete(n)))),
    );
  }
  if (typeof indexedDB !== 'undefined' && typeof indexedDB.databases === 'function') {
    work.push(
      indexedDB
        .databases()
        .then((databases) => Promise.all(databases.map(({ name }) => (name ? deleteDatabase(name) : undefined)))),
    );
  }
  await Promise.allSettled(work);
}
