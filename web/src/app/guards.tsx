import type { AuthUser, Language } from '@shop/contract';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths, withLang } from '@/config/paths';
import { useAuthUser } from '@/lib/use-auth-user';
import { useLanguage } from '@/lib/language';
import { landingAfterSignIn, type SignInOrigin } from '@/lib/landing';

export type GuardKind = 'signedIn' | 'customer' | 'admin' | 'guestOnly';

/**
 * SPEC §6 in one place: where a user may not be, and where they go instead (null: stay).
 * - signed out, any private route: /login (keeping the language; the origin is passed along)
 * - a non-admin on any /admin path: home
 * - an admin on a customer route: /admin/customers
 * - a signed-in user on /login: where they came from, else /admin/customers (admin) or the shop
 *   in their language (a customer's home, issue 17): lib/landing.ts
 */
export function guardRedirect(
  kind: GuardKind,
  user: AuthUser | null,
  language: Language,
  from?: SignInOrigin,
): string | null {
  const to = (path: string) => withLang(language, path);
  if (kind === 'guestOnly') return user ? landingAfterSignIn(user, language, from) : null;
  if (!user) return to(paths.login);
  if (kind === 'admin' && user.role !== 'admin') return to(paths.home);
  if (kind === 'customer' && user.role === 'admin') return to(paths.admin.customers);
  return null;
}

function Guard({ kind }: { kind: GuardKind }) {
  const user = useAuthUser();
  const language = useLanguage();
  const location = useLocation();
  const from = (location.state as { from?: SignInOrigin } | null)?.from;
  const target = guardRedirect(kind, user, language, from);
  if (target === null) return <Outlet />;
  return <Navigate to={target} replace state={user ? undefined : { from: location }} />;
}

export const RequireAuth = () => <Guard kind="signedIn" />;
export const RequireCustomer = () => <Guard kind="customer" />;
export const RequireAdmin = () => <Guard kind="admin" />;
export const RedirectIfSignedIn = () => <Guard kind="guestOnly" />;

/** /admin itself: SPEC §2 sends a signed-in admin to /admin/customers (under RequireAdmin). */
export function AdminIndex() {
  const language = useLanguage();
  return <Navigate to={withLang(language, paths.admin.customers)} replace />;
}
