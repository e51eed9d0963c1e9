import type { AuthUser } from '@shop/contract';
import { isLanguage } from '@shop/contract/constants';
import { STAFF_ROLES, type StaffRole } from '@shop/contract/staff-roles';

const KEY = 'authUser';
const listeners = new Set<() => void>();

// Checked by hand rather than with the contract's zod schema: this runs on every page, and
// zod would triple the JavaScript the home page loads.
function isAuthUser(value: unknown): value is AuthUser {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isInteger(v.id) &&
    (v.role === 'admin' || v.role === 'customer') &&
    typeof v.name === 'string' &&
    isLanguage(v.language)
  );
}

/** The staff roles of a stored record; none when missing (a record stored before roles). */
function rolesOf(value: unknown): StaffRole[] {
  return Array.isArray(value) ? STAFF_ROLES.filter((role) => value.includes(role)) : [];
}

/** The signed-in user record (SPEC §3): only what the UI needs; the session cookie is the authority. */
export function readAuthUser(): AuthUser | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isAuthUser(parsed)
      ? {
          id: parsed.id,
          role: parsed.role,
          name: parsed.name,
          language: parsed.language,
          roles: rolesOf((parsed as { roles?: unknown }).roles),
          ...((parsed as { totp_enrolment_required?: unknown }).totp_enrolment_required === true
            ? { totp_enrolment_required: true }
            : {}),
        }
      : null;
  } catch {
    return null;
  }
}

/** Stores only the fields of the record, whatever else the object carries. */
export function writeAuthUser(user: AuthUser): void {
  localStorage.setItem(
    KEY,
    JSON.stringify({
      id: user.id,
      role: user.role,
      name: user.name,
      language: user.language,
      // Staff roles; a customer's record keeps to the four fields it always had.
      ...(user.role === 'admin' ? { roles: user.roles } : {}),
      // Staff who must set up two-step sign-in before the back-office opens (issue 15, part 5).
      ...(user.totp_enrolment_required ? { totp_enrolment_required: true } : {}),
    }),
  );
  listeners.forEach((l) => l());
}

/** Said when a session ends: what the service worker kept of it goes too (pwa/offline-data.ts). */
export const SESSION_CLEARED = 'shop:session-cleared';

/**
 * SPEC §8's logout: local storage and readable cookies are cleared, and what the service worker
 * kept of the account (issue 41: its caches and IndexedDB, by the listener of SESSION_CLEARED;
 * `clearOfflineData` to wait for it).
 */
export function clearSession(): void {
  window.dispatchEvent(new Event(SESSION_CLEARED));
  const language = localStorage.getItem('language');
  localStorage.clear();
  // The reader's language is a preference, not session data: keep it.
  if (language) localStorage.setItem('language', language);
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
  listeners.forEach((l) => l());
}

export function subscribeAuthUser(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
