import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AuthUser } from '@shop/contract';
import { readAuthUser, subscribeAuthUser } from './auth-storage';

let cached: { raw: string | null; user: AuthUser | null } = { raw: null, user: null };

// useSyncExternalStore needs a stable snapshot: re-parse only when the stored text changes.
function snapshot(): AuthUser | null {
  const raw = localStorage.getItem('authUser');
  if (raw !== cached.raw) cached = { raw, user: readAuthUser() };
  return cached.user;
}

/**
 * The signed-in user as the server knows it from the session, when it renders a signed-in page
 * (entry-server.tsx); nobody on the public pages, which the browser hydrates with nobody first.
 */
export const ServerUserContext = createContext<AuthUser | null>(null);

export function useAuthUser(): AuthUser | null {
  const serverUser = useContext(ServerUserContext);
  return useSyncExternalStore(subscribeAuthUser, snapshot, () => serverUser);
}
