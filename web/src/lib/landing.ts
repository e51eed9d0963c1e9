import type { AuthUser, Language } from '@shop/contract';
import { paths, stripLang, withLang } from '@/config/paths';
import { staffHome } from './staff-access';

/** Where a private page sent a signed-out reader to /login from (the router's state). */
export type SignInOrigin = { pathname: string; search?: string } | null | undefined;

/**
 * Where a user goes once signed in: back where they came from, else their home (staff: their
 * first back-office section, the customers for most; a florist: the shop, issue 17). A customer reads it in their profile's language,
 * whatever the sign-in page's; staff keep the page's. The sign-in form and the guard of /login
 * both react to the new session, so both ask here and agree.
 */
export function landingAfterSignIn(user: AuthUser, pageLanguage: Language, from?: SignInOrigin): string {
  const customer = user.role === 'customer';
  const language = customer ? user.language : pageLanguage;
  // The owner requires two-step sign-in of this member: they set it up first (issue 15, part 5).
  if (user.totp_enrolment_required) return withLang(language, paths.admin.account);
  if (from) return withLang(language, stripLang(from.pathname)) + (from.search ?? '');
  return withLang(language, customer ? paths.customer.ticketCreate : staffHome(user));
}
