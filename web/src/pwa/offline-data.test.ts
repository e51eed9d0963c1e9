import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, writeAuthUser } from '@/lib/auth-storage';
import { DATA_CACHE, IMAGE_CACHE } from './cache-policy';
import { forgetOnSignOut } from './offline-data';

const PRECACHE = 'workbox-precache-v2-http://localhost/';

/** Cache Storage and IndexedDB as a browser has them after a florist's visit, and a worker. */
function phone() {
  const cacheNames = new Set([PRECACHE, DATA_CACHE, IMAGE_CACHE]);
  const databases = new Set(['workbox-expiration', 'another']);
  vi.stubGlobal('caches', {
    keys: () => Promise.resolve([...cacheNames]),
    delete: (name: string) => Promise.resolve(cacheNames.delete(name)),
  });
  vi.stubGlobal('indexedDB', {
    databases: () => Promise.resolve([...databases].map((name) => ({ name, version: 1 }))),
    deleteDatabase: (name: string) => {
      const request: { onsuccess?: () => void } = {};
      setTimeout(() => {
        databases.delete(name);
        request.onsuccess?.();
      });
      return request;
    },
  });
  return { cacheNames, databases };
}

describe('signing out forgets what the phone kept of the florist (issue 41)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('empties the caches of their reads and IndexedDB, and keeps the code', async () => {
    const { cacheNames, databases } = phone();
    writeAuthUser({ id: 7, role: 'customer', name: 'Fleuriste', language: 'en', roles: [] });
    forgetOnSignOut();
    // Someone is signed in: nothing is cleared yet.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cacheNames.size).toBe(3);
    clearSession();
    // clearSession says so (every way a session ends goes through it), and the phone forgets.
    await vi.waitFor(() => {
      expect([...cacheNames]).toEqual([PRECACHE]);
      expect([...databases]).toEqual([]);
    });
    expect(localStorage.getItem('authUser')).toBeNull();
  });
});
