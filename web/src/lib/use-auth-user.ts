import { useSyncExternalStore } from 'react';
import type { AuthUser } from '@shop/contract';
import { readAuthUser, subscribeAuthUser } from './auth-storage';

let cached: { raw: string | null; user: AuthUser | null } = { raw: null, user: null };

// useSyncExternalStore needs a stable snapshot: re-parse only when the stored text changes.
function snapshot(): AuthUser | null {
  const raw = localStorage.getItem('authUser');
  if (raw !== cached.raw) cached = { raw, user: readAuthUser() };
  return cached.user;
}

export function useAuthUser(): AuthUser | null {
  return useSyncExternalStore(subscribeAuthUser, snapshot, () => null);
}
