import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { stripLang, withLang, type LegalPage } from '@/config/paths';
import { detectLanguage, loadFeatureTexts, loadLegalTexts, setLanguage } from '@/i18n';
import { queryClient } from './app';
import { ErrorScreen, NotFoundScreen } from './error-screen';
import { AdminIndex, RedirectIfSignedIn, RequireAdmin, RequireAuth, RequireCustomer, RequireDriver } from './guards';
import { isLanguageSegment, languageOfSegment } from '@/lib/language';
import type { FormModeHandle } from '@/lib/route-form-mode';
import { PublicLayout } from './layouts/public-layout';
import { FirstScreenSpinner } from './layouts/screen-outlet';
import HomePage from '@/features/public/home/home-page';

/**
 * Runs before every screen: checks the optional language segment, sends a French reader who
 * opens an unprefixed path to its /fr twin (SPEC §4's detection order), and loads the texts.
 */
export async function languageLoader({ params, request }: LoaderFunctionArgs) {
  const segment = params.lang;
  if (segment !== undefined && !isLanguageSegment(segment)) throw data(null, { status: 404, statusText: 'Not Found' });
  if (segment === undefined && detectLanguage(undefined) === 'fr') {
    const url = new URL(request.url);
    throw redirect(withLang('fr', stripLang(url.pathname)) + url.search);
  }
  await setLanguage(languageOfSegment(segment));
  return null;
}

// The back-office and customer frames load with their first screen, so that the public pages
// carry none of their code (issue 19's JavaScript budgets).
const adminLayout = async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout });
const customerLayout = async () => ({ Component: (await import('./layouts/customer-layout')).CustomerLayout });

const screen = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/**
 * The shop's first reads, started beside its code and waited for (features/shop/shop-loader.ts);
 * once per visit: a page or a filter of the catalogue is the page's own read.
 */
const shopLoader = async ({ request }: LoaderFunctionArgs) =>
  (await import('@/features/shop/shop-loader')).prefetchShop(queryClient, request);

/** Which form a route shared by several opens (read by useRouteFormMode). */
const formMode = (mode: string): FormModeHandle => ({ formMode: mode });

const legalScreen = (doc: LegalPage) => async () => {
  const { LegalDocument } = await import('@/features/public/legal/legal-document');
  return { Component: () => <LegalDocument doc={doc} /> };
};

/** The policies' texts, in the language of the path, before the screen renders. */
const legalTextsLoader = async ({ params }: LoaderFunctionArgs) => {
  await loadLegalTexts(languageOfSegment(params.lang));
  return null;
};

/** Texts of the signed-in screens, in the language of the path, before they render. */
const featureTextsLoader = async ({ params }: LoaderFunctionArgs) => {
  await loadFeatureTexts(languageOfSegment(params.lang));
  return null;
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/:lang?',
    loader: languageLoader,
    // Language and guards depend on the path only; nothing to refetch on a search change.
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.lang !== nextParams.lang,
    errorElement: <ErrorScreen />,
    HydrateFallback: FirstScreenSpinner,
    children: [
      {
        Component: PublicLayout,
        children: [
          // Home is the landing page: bundled with the app so that it renders without a second request.
          { index: true, Component: HomePage },
          { path: 'about', lazy: screen(() => import('@/features/public/about/about-page')) },
          { path: 'contact', lazy: screen(() => import('@/features/public/contact/contact-page')) },
          { path: 'terms-and-conditions', loader: legalTextsLoader, lazy: legalScreen('terms') },
          { path: 'privacy-policy', loader: legalTextsLoader, lazy: legalScreen('privacy') },
          { path: 'shipping-policy', loader: legalTextsLoader, lazy: legalScreen('shipping') },
          { path: 'refund-policy', loader: legalTextsLoader, lazy: legalScreen('refund') },
          { path: 'success', lazy: screen(() => import('@/features/public/success/success-page')) },
          { path: 'signup', lazy: screen(() => import('@/features/auth/signup-page')) },
          { path: 'set-password', lazy: screen(() => import('@/features/auth/set-password-page')) },
          { path: '*', Component: NotFoundScreen },
          {
            Component: RedirectIfSignedIn,
            children: [{ path: 'login', lazy: screen(() => import('@/features/auth/login-page')) }],
          },
          {
            Component: RequireAuth,
            loader: featureTextsLoader,
            children: [{ path: 'price-list', lazy: screen(() => import('@/features/price-lists/price-list-page')) }],
          },
        ],
      },
      {
        path: 'customer',
        Component: RequireCustomer,
        loader: featureTextsLoader,
        children: [
          {
            lazy: customerLayout,
            children: [
              { index: true, lazy: screen(() => import('@/features/account/profile-page')) },
              { path: 'tickets', lazy: screen(() => import('@/features/customer-orders/tickets-page')) },
              {
                path: 'tickets/create',
                loader: shopLoader,
                shouldRevalidate: () => false,
                lazy: screen(() => import('@/features/shop/shop-page')),
              },
              { path: 'tickets/placed/:id', lazy: screen(() => import('@/features/shop/thank-you-page')) },
              { path: 'tickets/view/:id', lazy: screen(() => import('@/features/customer-orders/ticket-view-page')) },
              { path: 'orders', lazy: screen(() => import('@/features/customer-orders/orders-page')) },
              {
                path: 'invoice-credit',
                lazy: screen(() => import('@/features/customer-money/invoice-credit-page')),
              },
              { path: 'payments', lazy: screen(() => import('@/features/customer-money/payments-page')) },
              { path: 'claims', lazy: screen(() => import('@/features/claims/my-claims-page')) },
              { path: 'claims/new', lazy: screen(() => import('@/features/claims/claim-form-page')) },
              { path: 'claims/view/:id', lazy: screen(() => import('@/features/claims/my-claim-page')) },
              { path: '*', Component: NotFoundScreen },
            ],
          },
        ],
      },
      {
        // The driver's phone page (issue 14, part 4): drivers, office and owner (issue 15).
        path: 'driver',
        Component: RequireAdmin,
        loader: featureTextsLoader,
        children: [
          {
            Component: RequireDriver,
            children: [{ index: true, lazy: screen(() => import('@/features/deliveries/driver-page')) }],
          },
        ],
      },
      {
        path: 'admin',
        Component: RequireAdmin,
        loader: featureTextsLoader,
        children: [
          { index: true, Component: AdminIndex },
          {
            lazy: adminLayout,
            children: [
              { path: 'customers', lazy: screen(() => import('@/features/customers/customers-list-page')) },
              { path: 'customers/create', lazy: screen(() => import('@/features/customers/customer-form-page')) },
              { path: 'customers/edit/:id', lazy: screen(() => import('@/features/customers/customer-form-page')) },
              { path: 'customers/view/:id', lazy: screen(() => import('@/features/customers/customer-view-page')) },
              { path: 'special-offers', lazy: screen(() => import('@/features/offers/offers-list-page')) },
              {
                path: 'special-offers/create',
                handle: formMode('create'),
                lazy: screen(() => import('@/features/offers/offer-form-page')),
              },
              {
                path: 'special-offers/edit/:id',
                handle: formMode('edit'),
                lazy: screen(() => import('@/features/offers/offer-form-page')),
              },
              {
                path: 'special-offers/duplicate/:id',
                handle: formMode('duplicate'),
                lazy: screen(() => import('@/features/offers/offer-form-page')),
              },
              { path: 'special-offers/view/:id', lazy: screen(() => import('@/features/offers/offer-view-page')) },
              { path: 'claims', lazy: screen(() => import('@/features/claims/claims-queue-page')) },
              { path: 'back-orders', lazy: screen(() => import('@/features/back-orders/back-orders-page')) },
              { path: 'audit', lazy: screen(() => import('@/features/audit/audit-page')) },
              { path: 'claims/view/:id', lazy: screen(() => import('@/features/claims/claim-review-page')) },
              { path: 'tickets', lazy: screen(() => import('@/features/tickets/tickets-list-page')) },
              {
                path: 'tickets/create',
                handle: formMode('create'),
                lazy: screen(() => import('@/features/tickets/ticket-form-page')),
              },
              {
                path: 'tickets/edit/:id',
                handle: formMode('edit'),
                lazy: screen(() => import('@/features/tickets/ticket-form-page')),
              },
              {
                path: 'tickets/duplicate/:id',
                handle: formMode('duplicate'),
                lazy: screen(() => import('@/features/tickets/ticket-form-page')),
              },
              {
                path: 'tickets/refund/:id',
                handle: formMode('refund'),
                lazy: screen(() => import('@/features/tickets/ticket-form-page')),
              },
              { path: 'tickets/view/:id', lazy: screen(() => import('@/features/tickets/ticket-view-page')) },
              { path: 'design-center', lazy: screen(() => import('@/features/design-center/design-center-page')) },
              { path: 'pick-list', lazy: screen(() => import('@/features/pick-list/pick-list-page')) },
              { path: 'deliveries', lazy: screen(() => import('@/features/deliveries/deliveries-page')) },
              { path: 'prebooking', lazy: screen(() => import('@/features/prebookings/prebookings-page')) },
              { path: 'export-excel', lazy: screen(() => import('@/features/exports/exports-page')) },
              { path: 'receivables', lazy: screen(() => import('@/features/receivables/receivables-page')) },
              { path: 'inventory', lazy: screen(() => import('@/features/catalog/inventory-page')) },
              { path: 'price-lists', lazy: screen(() => import('@/features/price-lists/price-lists-admin-page')) },
              { path: 'price-lists/create', lazy: screen(() => import('@/features/price-lists/price-list-form-page')) },
              {
                path: 'price-lists/edit/:id',
                lazy: screen(() => import('@/features/price-lists/price-list-form-page')),
              },
              { path: 'staff', lazy: screen(() => import('@/features/staff/staff-page')) },
              { path: 'account', lazy: screen(() => import('@/features/staff/account-page')) },
              { path: '*', Component: NotFoundScreen },
            ],
          },
        ],
      },
    ],
  },
];
