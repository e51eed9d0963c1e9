import { readAuthUser, SESSION_CLEARED } from '@/lib/auth-storage';
import { ACCOUNT_CACHES } from './cache-policy';

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    // Blocked (a connection another tab holds): it goes once that tab lets it.
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

/**
 * Forgets what the phone keeps of the signed-in florist (issue 41, decision 045): the caches of
 * their reads, and every IndexedDB database (the app and its worker keep none today). The precache,
 * the app's code by version, stays. Called when the session ends (forgetOnSignOut); a browser
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
  const work: Promise<unknown>[] = [];
  if (typeof caches !== 'undefined') {
    work.push(
      caches
        .keys()
        .then((names) =>
          Promise.all(names.filter((name) => ACCOUNT_CACHES.includes(name)).map((n) => caches.delete(n))),
        ),
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

/**
 * Clears whenever a session ends (clearSession: Log Out, a session ended by the server, signing
 * out elsewhere), and now if no one is signed in (a session that ended before this listened).
 * Called once by the service worker's registration, at idle after the first paint.
 */
export function forgetOnSignOut(): void {
  window.addEventListener(SESSION_CLEARED, () => void clearOfflineData());
  if (!readAuthUser()) void clearOfflineData();
}
