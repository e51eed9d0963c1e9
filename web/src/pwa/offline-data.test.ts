import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, writeAuthUser } from '@/lib/auth-storage';
import { DATA_CACHE, FORGET_MESSAGE, IMAGE_CACHE } from './cache-policy';
import { clearOfflineData } from './offline-data';

const PRECACHE = 'workbox-precache-v2-http://localhost/';

/** Cache Storage and IndexedDB as a browser has them after a florist's visit, and a worker. */
function phone() {
  const cacheNames = new Set([PRECACHE, DATA_CACHE, IMAGE_CACHE]);
  const databases = new Set(['workbox-expiration', 'another']);
  const told: unknown[] = [];
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
  const worker = {
    postMessage: (message: unknown, [port]: MessagePort[]) => {
      told.push(message);
      port!.postMessage('forgotten');
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve({ active: worker }) },
  });
  return { cacheNames, databases, told };
}

describe('signing out forgets what the phone kept of the florist (issue 41)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('empties the caches of their reads and IndexedDB, tells the worker, and keeps the code', async () => {
    const { cacheNames, databases, told } = phone();
    writeAuthUser({ id: 7, role: 'customer', name: 'Fleuriste', language: 'en', roles: [] });
    clearSession();
    // clearSession starts it (every way a session ends goes through it).
    await vi.waitFor(() => {
      expect([...cacheNames]).toEqual([PRECACHE]);
      expect([...databases]).toEqual([]);
    });
    expect(told).toEqual([{ type: FORGET_MESSAGE }]);
    expect(localStorage.getItem('authUser')).toBeNull();
  });

  it('forgets without a worker too (none registered yet, or none in this browser)', async () => {
    const { cacheNames, databases } = phone();
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: () => Promise.resolve(undefined) },
    });
    await clearOfflineData();
    expect([...cacheNames]).toEqual([PRECACHE]);
    expect([...databases]).toEqual([]);
  });
});
