import type { AuthUser, Language } from '@shop/contract';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths, withLang } from '@/config/paths';
import { useAuthUser } from '@/lib/use-auth-user';
import { useLanguage } from '@/lib/language';
import { landingAfterSignIn, type SignInOrigin } from '@/lib/landing';
import { staffHome, useCan } from '@/lib/staff-access';
import { ForbiddenScreen } from './error-screen';

export type GuardKind = 'signedIn' | 'customer' | 'admin' | 'guestOnly';

/**
 * SPEC §6 in one place: where a user may not be, and where they go instead (null: stay).
 * - signed out, any private route: /login (keeping the language; the origin is passed along)
 * - a non-admin on any /admin path: home
 * - an admin on a customer route: their first back-office section (/admin/customers for most)
 * - a signed-in user on /login: that section (admin) or the shop in their language (lib/landing.ts)
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
  if (kind === 'customer' && user.role === 'admin') return to(staffHome(user));
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

/** /admin itself: SPEC §2 sends a signed-in admin to /admin/customers, or their roles' first section. */
export function AdminIndex() {
  const language = useLanguage();
  const user = useAuthUser();
  return <Navigate to={withLang(language, staffHome(user))} replace />;
}

/** The driver page: drivers, office and owner (issue 15); other staff see the 403 page. */
export function RequireDriver() {
  const can = useCan();
  return can('deliveries.drive') ? (
    <Outlet />
  ) : (
    <main id="main" className="min-h-screen bg-cream">
      <ForbiddenScreen />
    </main>
  );
}
