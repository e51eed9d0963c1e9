import type { Language } from '@shop/contract';

/** Prefixes a path with the language: en has no prefix, fr is /fr (SPEC §2). */
export function withLang(language: Language, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (language === 'en') return clean;
  return clean === '/' ? '/fr' : `/fr${clean}`;
}

/** Removes a leading language segment (any two-letter code), giving the path as en writes it. */
export function stripLang(pathname: string): string {
  const match = /^\/[a-z]{2}(?=\/|$)/i.exec(pathname);
  if (!match) return pathname || '/';
  return pathname.slice(match[0].length) || '/';
}

/** Every route of the application, by name. Screens build links from here, never by hand. */
export const paths = {
  home: '/',
  signup: '/signup',
  login: '/login',
  setPassword: '/set-password',
  /** The fresh list's unsubscribe link (?token=), no sign-in (issue 39 item 5). */
  unsubscribe: '/unsubscribe',
  about: '/about',
  contact: '/contact',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  shipping: '/shipping-policy',
  refund: '/refund-policy',
  success: '/success',
  priceList: '/price-list',
  customer: {
    profile: '/customer',
    tickets: '/customer/tickets',
    orders: '/customer/orders',
    invoiceCredit: '/customer/invoice-credit',
    payments: '/customer/payments',
    /** The florist's standing orders (issue 38). */
    standingOrders: '/customer/standing-orders',
    ticketView: (id: number | string) => `/customer/tickets/view/${id}`,
    ticketCreate: '/customer/tickets/create',
    /** The thank-you screen after placing an order on the web. */
    ticketPlaced: (id: number | string) => `/customer/tickets/placed/${id}`,
    claims: '/customer/claims',
    /** The claim (or, with kind=return, return) form for one delivered order. */
    claimCreate: (orderId: number | string, kind: 'claim' | 'return' = 'claim') =>
      `/customer/claims/new?order=${orderId}${kind === 'return' ? '&kind=return' : ''}`,
    claimView: (id: number | string) => `/customer/claims/view/${id}`,
    /** The customer's personal API tokens for their own systems (issue 40). */
    apiTokens: '/customer/api-tokens',
  },
  admin: {
    /** The staff member's own account: details, password, two-step sign-in, sessions (every role). */
    account: '/admin/account',
    /** The member's personal API tokens (issue 40): every role, scopes as their roles allow. */
    apiTokens: '/admin/api-tokens',
    customers: '/admin/customers',
    /** The owner's dashboard (issue 39), first in the owner's and the office's menu. */
    dashboard: '/admin/dashboard',
    /** The margin report by product, category, customer or supplier (issue 37 item 6), beside the dashboard. */
    margins: '/admin/margins',
    /** The books to the accountant and the accounts they post to (issue 39 item 4). */
    accounting: '/admin/accounting',
    /** When the fresh list goes to the florists who asked for it (issue 39 item 5). */
    freshList: '/admin/fresh-list',
    /** Buying from farms (issue 37): the suppliers, purchase orders and receiving against them. */
    suppliers: '/admin/suppliers',
    supplierCreate: '/admin/suppliers/create',
    supplierEdit: (id: number | string) => `/admin/suppliers/edit/${id}`,
    purchaseOrders: '/admin/purchase-orders',
    /** What to buy for an arrival (issue 37 item 2). */
    purchasing: '/admin/purchasing',
    purchaseOrderView: (id: number | string) => `/admin/purchase-orders/view/${id}`,
    purchaseOrderReceive: (id: number | string) => `/admin/purchase-orders/${id}/receive`,
    /** The days the shop delivers nothing (issue 38 item 3). */
    closedDays: '/admin/closed-days',
    standingOrders: '/admin/standing-orders',
    priceLevels: '/admin/price-levels',
    customerCreate: '/admin/customers/create',
    customerView: (id: number | string) => `/admin/customers/view/${id}`,
    customerEdit: (id: number | string) => `/admin/customers/edit/${id}`,
    priceLists: '/admin/price-lists',
    priceListCreate: '/admin/price-lists/create',
    priceListEdit: (id: number | string) => `/admin/price-lists/edit/${id}`,
    tickets: '/admin/tickets',
    ticketCreate: '/admin/tickets/create',
    ticketView: (id: number | string) => `/admin/tickets/view/${id}`,
    ticketEdit: (id: number | string) => `/admin/tickets/edit/${id}`,
    ticketDuplicate: (id: number | string) => `/admin/tickets/duplicate/${id}`,
    ticketRefund: (id: number | string) => `/admin/tickets/refund/${id}`,
    designCenter: '/admin/design-center',
    pickList: '/admin/pick-list',
    prebooking: '/admin/prebooking',
    exportExcel: '/admin/export-excel',
    receivables: '/admin/receivables',
    inventory: '/admin/inventory',
    categories: '/admin/categories',
    offers: '/admin/special-offers',
    offerCreate: '/admin/special-offers/create',
    offerView: (id: number | string) => `/admin/special-offers/view/${id}`,
    offerEdit: (id: number | string) => `/admin/special-offers/edit/${id}`,
    offerDuplicate: (id: number | string) => `/admin/special-offers/duplicate/${id}`,
    claims: '/admin/claims',
    backOrders: '/admin/back-orders',
    deliveries: '/admin/deliveries',
    audit: '/admin/audit',
    staff: '/admin/staff',
    claimView: (id: number | string) => `/admin/claims/view/${id}`,
  },
} as const;

export const legalPages = ['terms', 'privacy', 'shipping', 'refund'] as const;
export type LegalPage = (typeof legalPages)[number];
