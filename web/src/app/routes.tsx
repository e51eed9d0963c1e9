import {
  data,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Language } from '@shop/contract/constants';
import { paths, stripLang, withLang, type LegalPage } from '@/config/paths';
import { loadFeatureTexts, loadLegalTexts, loadPageTexts, setLanguage } from '@/i18n';
import { detectLanguage } from '@/i18n/detect-language';
import { siteInfoQuery } from '@/api/site';
import { sessionQuery } from '@/features/auth/api/session-check';
import { readAuthUser } from '@/lib/auth-storage';
import { staffHome } from '@/lib/staff-access';
import { queryClient } from './app';
import { ErrorScreen, NotFoundScreen } from './error-screen';
import { AdminIndex, RedirectIfSignedIn, RequireAdmin, RequireAuth, RequireCustomer, RequireDriver } from './guards';
import { isLanguageSegment, languageOfSegment } from '@/lib/language-segment';
import type { FormModeHandle } from '@/lib/route-form-mode';
import { PublicLayout } from './layouts/public-layout';
import { FirstScreenSpinner } from './layouts/screen-outlet';
import type { ScreenModule } from './signed-in-screens';

/**
 * The root's `:lang?` takes any first segment: one that is no language (/nope, /nope/x) is a path
 * no page has, a 404 (the root's ErrorScreen draws the not-found page). The server's routes check
 * it too (entry-server.tsx).
 */
export function throwIfNotLanguage(segment: string | undefined): void {
  if (segment !== undefined && !isLanguageSegment(segment)) throw data(null, { status: 404, statusText: 'Not Found' });
}

/**
 * Runs before every screen: checks the optional language segment, sends a French reader who
 * opens an unprefixed path to its /fr twin (SPEC §4's detection order; an unknown one too, to
 * read its not-found page in French), and loads the texts.
 */
export async function languageLoader({ params, request }: LoaderFunctionArgs) {
  const segment = params.lang;
  const language = segment !== undefined && isLanguageSegment(segment) ? languageOfSegment(segment) : null;
  if (language === null && detectLanguage(undefined) === 'fr') {
    const url = new URL(request.url);
    throw redirect(withLang('fr', stripLang(url.pathname)) + url.search);
  }
  await setLanguage(language ?? 'en');
  throwIfNotLanguage(segment);
  return null;
}

/**
 * What a route loads before its screen shows: source paths under web/ (the keys of Vite's build
 * manifest), `{lang}` standing for the page's language. The server names their chunks in
 * modulepreload links so that they download beside the entry (app/module-preloads.ts, decision 030).
 */
export interface PreloadHandle {
  modules?: readonly string[];
}
/** A loader that depends on the path's language only runs again when it changes. */
const onLanguageChange = ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) =>
  currentParams.lang !== nextParams.lang;

const preloads = (...modules: string[]): { handle: PreloadHandle } => ({ handle: { modules } });

// The back-office and customer frames load with their first screen, so that the public pages
// carry none of their code (issue 19's JavaScript budgets).
const adminLayout = {
  lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
  ...preloads('src/app/layouts/admin-layout.tsx'),
};
const customerLayout = {
  lazy: async () => ({ Component: (await import('./layouts/customer-layout')).CustomerLayout }),
  ...preloads('src/app/layouts/customer-layout.tsx'),
};

// Every screen of features/ (a file named *-page.tsx) is a chunk of its own, loaded when its
// route matches. The home page too: the server draws it without the app (decision 044), which
// loads it only for a signed-in reader or a move within the app. The entry names the public
// screens' chunks only; the signed-in ones (sixty) are named by signed-in-screens.ts, which
// loads with the first of them: a form page's first load carries none of their names and
// preload lists (issue 33's budgets).
const publicScreens = import.meta.glob<ScreenModule>([
  '../features/public/**/*-page.tsx',
  '../features/auth/**/*-page.tsx',
  '../features/fresh-list/unsubscribe-page.tsx',
]);
const SIGNED_IN_SCREENS = 'src/app/signed-in-screens.ts';

/** The route fields of a screen of features/, by its path there ('shop/shop-page'), and its handle. */
function screen(name: string, handle: PreloadHandle & Partial<FormModeHandle> = {}) {
  const own = publicScreens[`../features/${name}.tsx`];
  const load = own ?? (async () => (await import('./signed-in-screens')).loadScreen(name));
  return {
    lazy: async () => ({ Component: (await load()).default }),
    handle: {
      ...handle,
      modules: [...(handle.modules ?? []), ...(own ? [] : [SIGNED_IN_SCREENS]), `src/features/${name}.tsx`],
    },
  };
}

/**
 * The shop's first reads, started beside its code and waited for (features/shop/shop-loader.ts);
 * once per visit: a page or a filter of the catalogue is the page's own read.
 */
const shopLoader = {
  loader: async ({ request }: LoaderFunctionArgs) =>
    (await import('@/features/shop/shop-loader')).prefetchShop(queryClient, request, readAuthUser()),
  shouldRevalidate: () => false,
};

/** Which form a route shared by several opens (read by useRouteFormMode). */
const formMode = (mode: string): FormModeHandle => ({ formMode: mode });

/** A file of texts, in the language of the path, loaded before the screen renders. */
const textsOf = (load: (language: Language) => Promise<void>) => ({
  loader: async ({ params }: LoaderFunctionArgs) => {
    await load(languageOfSegment(params.lang));
    return null;
  },
  shouldRevalidate: onLanguageChange,
});

/**
 * SPEC §6: a signed-in user opening /login goes to their first back-office section (staff) or
 * home (a florist), in the path's language, as one opening /admin does. A loader, so that it acts
 * when /login is opened (a move or a load: a drawn page is then not hydrated, main.tsx), and not
 * when the form on it signs in: the form and the route's guard then agree on where the new
 * session lands (lib/landing.ts: the shop, or back where the reader came from).
 */
export function loginLoader({ params }: Pick<LoaderFunctionArgs, 'params'>) {
  const user = readAuthUser();
  if (!user) return null;
  throw redirect(withLang(languageOfSegment(params.lang), user.role === 'admin' ? staffHome(user) : paths.home));
}

/** A page that only shows (home, about, success), with its texts (i18n loadPageTexts). */
function pageScreen(name: string) {
  const { lazy, handle } = screen(name, preloads('src/i18n/locales/pages.{lang}.json').handle);
  return { ...textsOf(loadPageTexts), lazy, handle };
}

const legalScreen = (doc: LegalPage) => ({
  ...textsOf(loadLegalTexts),
  lazy: async () => {
    const { LegalDocument } = await import('@/features/public/legal/legal-document');
    return { Component: () => <LegalDocument doc={doc} /> };
  },
  ...preloads('src/features/public/legal/legal-document.tsx', 'src/i18n/locales/legal.{lang}.json'),
});

/**
 * What every signed-in screen needs before it renders, read together: its texts in the language
 * of the path, the site information (header, footer, taxes) and the server's word on the stored
 * session. Asked for by the screens themselves, the last two came in after the first render and
 * drew the whole page again, a third of a second on a slow phone (issue 19). A failed read is
 * left to the screen that asks again; an ended session signs the page out as before.
 */
const signedInStart = {
  loader: async ({ params }: LoaderFunctionArgs) => {
    const user = readAuthUser();
    await Promise.all([
      loadFeatureTexts(languageOfSegment(params.lang)),
      // Site information already there, even stale, is used at once and refreshed behind.
      queryClient.ensureQueryData({ ...siteInfoQuery, revalidateIfStale: true }).catch(() => null),
      user ? queryClient.prefetchQuery(sessionQuery(user.id)) : null,
    ]);
    return null;
  },
  // Once per visit of the area, and again only for another language: a list's page, filter or
  // search changes the query string, and must not wait for any of this.
  shouldRevalidate: onLanguageChange,
  ...preloads('src/i18n/feature-texts.{lang}.ts'),
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/:lang?',
    loader: languageLoader,
    ...preloads('src/i18n/locales/{lang}.json'),
    // Language and guards depend on the path only; nothing to refetch on a search change.
    shouldRevalidate: onLanguageChange,
    errorElement: <ErrorScreen />,
    HydrateFallback: FirstScreenSpinner,
    children: [
      {
        Component: PublicLayout,
        children: [
          { index: true, ...pageScreen('public/home/home-page') },
          { path: 'about', ...pageScreen('public/about/about-page') },
          { path: 'contact', ...screen('public/contact/contact-page') },
          { path: 'terms-and-conditions', ...legalScreen('terms') },
          { path: 'privacy-policy', ...legalScreen('privacy') },
          { path: 'shipping-policy', ...legalScreen('shipping') },
          { path: 'refund-policy', ...legalScreen('refund') },
          { path: 'success', ...pageScreen('public/success/success-page') },
          { path: 'signup', ...screen('auth/signup-page') },
          { path: 'set-password', ...screen('auth/set-password-page') },
          { path: 'unsubscribe', ...screen('fresh-list/unsubscribe-page') },
          { path: '*', Component: NotFoundScreen },
          {
            Component: RedirectIfSignedIn,
            children: [{ path: 'login', loader: loginLoader, ...screen('auth/login-page') }],
          },
          {
            Component: RequireAuth,
            ...signedInStart,
            children: [{ path: 'price-list', ...screen('price-lists/price-list-page') }],
          },
        ],
      },
      {
        path: 'customer',
        Component: RequireCustomer,
        ...signedInStart,
        children: [
          {
            ...customerLayout,
            children: [
              { index: true, ...screen('account/profile-page') },
              { path: 'tickets', ...screen('customer-orders/tickets-page') },
              {
                path: 'tickets/create',
                ...shopLoader,
                ...screen('shop/shop-page', preloads('src/features/shop/shop-loader.ts').handle),
              },
              { path: 'tickets/placed/:id', ...screen('shop/thank-you-page') },
              { path: 'tickets/view/:id', ...screen('customer-orders/ticket-view-page') },
              { path: 'orders', ...screen('customer-orders/orders-page') },
              { path: 'standing-orders', ...screen('standing-orders/customer-standing-orders-page') },
              {
                path: 'invoice-credit',
                ...screen('customer-money/invoice-credit-page'),
              },
              { path: 'payments', ...screen('customer-money/payments-page') },
              { path: 'claims', ...screen('claims/my-claims-page') },
              { path: 'claims/new', ...screen('claims/claim-form-page') },
              { path: 'claims/view/:id', ...screen('claims/my-claim-page') },
              { path: 'api-tokens', ...screen('api-tokens/api-tokens-page') },
              { path: '*', Component: NotFoundScreen },
            ],
          },
        ],
      },
      {
        // The driver's phone page (issue 14, part 4): drivers, office and owner (issue 15).
        path: 'driver',
        Component: RequireAdmin,
        ...signedInStart,
        children: [
          {
            Component: RequireDriver,
            children: [{ index: true, ...screen('deliveries/driver-page') }],
          },
        ],
      },
      {
        path: 'admin',
        Component: RequireAdmin,
        ...signedInStart,
        children: [
          { index: true, Component: AdminIndex },
          {
            ...adminLayout,
            children: [
              { path: 'customers', ...screen('customers/customers-list-page') },
              { path: 'customers/create', ...screen('customers/customer-form-page') },
              { path: 'customers/edit/:id', ...screen('customers/customer-form-page') },
              { path: 'customers/view/:id', ...screen('customers/customer-view-page') },
              { path: 'special-offers', ...screen('offers/offers-list-page') },
              {
                path: 'special-offers/create',
                ...screen('offers/offer-form-page', formMode('create')),
              },
              {
                path: 'special-offers/edit/:id',
                ...screen('offers/offer-form-page', formMode('edit')),
              },
              {
                path: 'special-offers/duplicate/:id',
                ...screen('offers/offer-form-page', formMode('duplicate')),
              },
              { path: 'special-offers/view/:id', ...screen('offers/offer-view-page') },
              { path: 'claims', ...screen('claims/claims-queue-page') },
              { path: 'back-orders', ...screen('back-orders/back-orders-page') },
              { path: 'audit', ...screen('audit/audit-page') },
              { path: 'claims/view/:id', ...screen('claims/claim-review-page') },
              { path: 'tickets', ...screen('tickets/tickets-list-page') },
              {
                path: 'tickets/create',
                ...screen('tickets/ticket-form-page', formMode('create')),
              },
              {
                path: 'tickets/edit/:id',
                ...screen('tickets/ticket-form-page', formMode('edit')),
              },
              {
                path: 'tickets/duplicate/:id',
                ...screen('tickets/ticket-form-page', formMode('duplicate')),
              },
              {
                path: 'tickets/refund/:id',
                ...screen('tickets/ticket-form-page', formMode('refund')),
              },
              { path: 'tickets/view/:id', ...screen('tickets/ticket-view-page') },
              { path: 'design-center', ...screen('design-center/design-center-page') },
              { path: 'pick-list', ...screen('pick-list/pick-list-page') },
              { path: 'deliveries', ...screen('deliveries/deliveries-page') },
              { path: 'prebooking', ...screen('prebookings/prebookings-page') },
              { path: 'export-excel', ...screen('exports/exports-page') },
              { path: 'receivables', ...screen('receivables/receivables-page') },
              { path: 'dashboard', ...screen('dashboard/dashboard-page') },
              { path: 'margins', ...screen('margins/margins-page') },
              { path: 'accounting', ...screen('accounting/accounting-page') },
              { path: 'fresh-list', ...screen('fresh-list/fresh-list-page') },
              { path: 'suppliers', ...screen('purchasing/suppliers-page') },
              { path: 'suppliers/create', ...screen('purchasing/supplier-form-page') },
              { path: 'suppliers/edit/:id', ...screen('purchasing/supplier-form-page') },
              { path: 'purchasing', ...screen('purchasing/purchasing-needs-page') },
              { path: 'purchase-orders', ...screen('purchasing/purchase-orders-page') },
              { path: 'purchase-orders/view/:id', ...screen('purchasing/purchase-order-page') },
              { path: 'purchase-orders/:id/receive', ...screen('purchasing/purchase-order-receive-page') },
              { path: 'closed-days', ...screen('closed-days/closed-days-page') },
              { path: 'standing-orders', ...screen('standing-orders/admin-standing-orders-page') },
              { path: 'price-levels', ...screen('prices/price-levels-page') },
              { path: 'inventory', ...screen('catalog/inventory-page') },
              { path: 'categories', ...screen('categories/categories-page') },
              { path: 'price-lists', ...screen('price-lists/price-lists-admin-page') },
              { path: 'price-lists/create', ...screen('price-lists/price-list-form-page') },
              {
                path: 'price-lists/edit/:id',
                ...screen('price-lists/price-list-form-page'),
              },
              { path: 'staff', ...screen('staff/staff-page') },
              { path: 'account', ...screen('staff/account-page') },
              { path: 'api-tokens', ...screen('api-tokens/api-tokens-page') },
              { path: '*', Component: NotFoundScreen },
            ],
          },
        ],
      },
    ],
  },
];
