import type {
  BackOrderListParams,
  AgingQuery,
  CustomerListQuery,
  DesignCenterQuery,
  HouseholdPaymentsQuery,
  InventoryQuery,
  Language,
  OfferListQuery,
  OrderListQuery,
  PrebookingListQuery,
  ProductListQuery,
  ClaimListParams,
  DashboardQuery,
  MarginReportQuery,
} from '@shop/contract';

/**
 * Every query key of the web app, by domain (docs/decisions/013-web-layers-and-cache.md). A key
 * starts with its domain's root, the first element, so that a change refreshes a whole domain at
 * once: lib/stale.ts says which domains each kind of change makes stale. No screen writes a key
 * by hand (the lint forbids a `queryKey: [...]` anywhere else).
 */
export const queryKeys = {
  /** Orders: the staff's list and view (tickets), the customer's own orders and tickets. */
  orders: {
    list: (query: OrderListQuery) => ['orders', 'list', query] as const,
    detail: (id: number) => ['orders', 'detail', id] as const,
    customerTickets: (customerId: number, type: 'open' | 'past', page: number, limit: number) =>
      ['orders', 'customer-tickets', customerId, type, page, limit] as const,
    customerAll: (customerId: number, page: number, limit: number) =>
      ['orders', 'customer-all', customerId, page, limit] as const,
    customerOne: (id: number) => ['orders', 'customer-one', id] as const,
    /** What a customer last paid for some products (the staff order form's lines). */
    lastPrices: (customerId: number, ids: string) => ['orders', 'last-prices', customerId, ids] as const,
    /** The owner's dashboard of a period (issue 39): it sums orders, so it goes stale with them. */
    dashboard: (query: DashboardQuery) => ['orders', 'dashboard', query] as const,
    /** The margin report of a period (issue 37): it sums orders' lines, so it goes stale with them. */
    margins: (query: MarginReportQuery) => ['orders', 'margins', query] as const,
  },
  /** Prebookings: orders for a later day, with what converting them would take from stock. */
  prebookings: {
    list: (query: PrebookingListQuery) => ['prebookings', 'list', query] as const,
    detail: (id: number) => ['prebookings', 'detail', id] as const,
  },
  /** The design center's lines of a day and their product totals. */
  designCenter: {
    items: (query: DesignCenterQuery) => ['design-center', 'items', query] as const,
    itemsAll: ['design-center', 'items'] as const,
    totals: (query: object) => ['design-center', 'totals', query] as const,
    pickList: (query: object) => ['design-center', 'pick-list', query] as const,
  },
  /** The designers one can assign, and all of them. */
  designers: {
    active: ['designers', 'active'] as const,
    all: ['designers', 'all'] as const,
  },
  /** A customer's statement (invoices, credits, payments, balances). */
  statements: {
    customer: (customerId: number, query: object) => ['statements', customerId, query] as const,
  },
  /** A customer's payments, and the day's payments taken in house. */
  payments: {
    customer: (customerId: number, page: number, limit: number, from: string | null, to: string | null) =>
      ['payments', 'customer', customerId, page, limit, from, to] as const,
    household: (query: HouseholdPaymentsQuery) => ['payments', 'household', query] as const,
    /** The receivables' aging: what payments and invoices leave open, so it goes stale with them. */
    aging: (query: AgingQuery) => ['payments', 'aging', query] as const,
    /** The progress of a run of monthly statements sent again. */
    statementRun: (id: string | null) => ['payments', 'statement-run', id] as const,
    /** The invoices one payment settles (staff re-allocate it). */
    allocations: (paymentId: number) => ['payments', 'allocations', paymentId] as const,
    /** A customer's open invoices with what each still owes. */
    openInvoices: (customerId: number) => ['payments', 'open-invoices', customerId] as const,
  },
  /** Customers: the list and one customer (with the balance). */
  customers: {
    list: (query: CustomerListQuery) => ['customers', 'list', query] as const,
    detail: (id: number) => ['customers', 'detail', id] as const,
    /** Their balance against the limit and what is overdue: the staff order form's credit panel. */
    credit: (id: number) => ['customers', 'credit', id] as const,
  },
  /** Staff notes on a customer. */
  notes: {
    of: (userId: number) => ['notes', userId] as const,
  },
  /** The e-mails sent to a customer. */
  emails: {
    of: (customerId: number, page: number) => ['emails', customerId, page] as const,
  },
  /** Products with their price and stock: the catalogue, the shop, the inventory and its movements. */
  stock: {
    products: (query: ProductListQuery, language: Language) => ['stock', 'products', query, language] as const,
    product: (id: number) => ['stock', 'product', id] as const,
    inventory: (query: InventoryQuery) => ['stock', 'inventory', query] as const,
    movements: (productId: number, page: number) => ['stock', 'movements', productId, page] as const,
  },
  offers: {
    list: (query: OfferListQuery) => ['offers', 'list', query] as const,
    detail: (id: number) => ['offers', 'detail', id] as const,
    active: ['offers', 'active'] as const,
  },
  /** Claims and returns (issue 13): the staff queue, the customer's own, one claim. */
  claims: {
    list: (query: Partial<ClaimListParams>) => ['claims', 'list', query] as const,
    own: (page: number, limit: number) => ['claims', 'own', page, limit] as const,
    detail: (id: number) => ['claims', 'detail', id] as const,
  },
  /** Back-orders (issue 14, part 5): the staff queue, a product's allocation, what a receipt can fill. */
  backOrders: {
    list: (query: Partial<BackOrderListParams>) => ['back-orders', 'list', query] as const,
    allocation: (productId: number) => ['back-orders', 'allocation', productId] as const,
    products: (ids: number[]) => ['back-orders', 'products', ids] as const,
    fills: (orderId: number) => ['back-orders', 'fills', orderId] as const,
  },
  /** Delivery runs (issue 14, parts 3 and 4): a date's runs, stops and pickups. */
  deliveries: {
    day: (date: string) => ['deliveries', 'day', date] as const,
    /** The active drivers a run can be given to (a staff change refreshes them). */
    drivers: ['deliveries', 'drivers'] as const,
    /** A delivered order's proof: a signature or a photo. */
    proof: (orderId: number) => ['deliveries', 'proof', orderId] as const,
  },
  /** The signed-in customer's favourite products ("My usual", issue 17). */
  favourites: {
    ids: (customerId: number) => ['favourites', customerId] as const,
  },
  /** A customer's delivery addresses (issue 34, item 10): 'own' or a customer's id; an order's. */
  deliveryAddresses: {
    list: (owner: 'own' | number) => ['delivery-addresses', owner] as const,
    ofOrder: (orderId: number) => ['delivery-addresses', 'order', orderId] as const,
  },
  /** The audit trail (issue 15, part 3): the History panels and /admin/audit. */
  audit: {
    list: (query: object) => ['audit', 'list', query] as const,
  },
  priceLists: {
    list: ['price-lists', 'list'] as const,
    detail: (id: number) => ['price-lists', 'detail', id] as const,
  },
  /** /api/site: business details, tax rates, captcha mode, the footer's price-list sections. */
  site: {
    info: ['site'] as const,
  },
  /** The server's word on the stored session, once per page load. */
  session: {
    me: (userId: number | undefined) => ['session', userId ?? null] as const,
  },
  /** The signed-in user's own sessions (issue 15, part 4). */
  sessions: {
    list: ['sessions', 'list'] as const,
  },
  /** The signed-in user's own API access (issue 40): tokens, webhooks and their delivery logs. */
  apiTokens: {
    list: ['api-tokens', 'list'] as const,
    webhooks: ['api-tokens', 'webhooks'] as const,
    deliveries: (webhookId: number, page: number) => ['api-tokens', 'webhook-deliveries', webhookId, page] as const,
  },
  /** /admin/staff: the staff members (issue 15). */
  staff: {
    list: ['staff', 'list'] as const,
    /** The signed-in member's two-step sign-in, and the owner's sign-in settings. */
    totp: ['staff', 'totp'] as const,
    authSettings: ['staff', 'auth-settings'] as const,
    /** A member's live sessions (the owner's view). */
    sessions: (id: number) => ['staff', 'sessions', id] as const,
  },
  /** /admin/accounting: the accounts the books' export posts to (issue 39 item 4). */
  accounting: {
    settings: ['accounting', 'settings'] as const,
  },
  /** The fresh list (issue 39 item 5): its settings, and the customer's own choice. */
  freshList: {
    settings: ['fresh-list', 'settings'] as const,
    subscription: ['fresh-list', 'subscription'] as const,
  },
  /** Buying from farms (issue 37): suppliers, their products. */
  purchasing: {
    suppliers: (query: object) => ['purchasing', 'suppliers', query] as const,
    supplier: (id: number) => ['purchasing', 'supplier', id] as const,
    supplierProducts: (id: number, page: number) => ['purchasing', 'supplier-products', id, page] as const,
    orders: (query: object) => ['purchasing', 'orders', query] as const,
    order: (id: number) => ['purchasing', 'order', id] as const,
    charges: (id: number) => ['purchasing', 'charges', id] as const,
    needs: (query: object) => ['purchasing', 'needs', query] as const,
  },
  /** The days the shop delivers nothing (issue 38 item 3). */
  closedDays: {
    list: ['closed-days'] as const,
  },
  /** Standing orders (issue 38): the florist's own or staff's, their occurrences, the reminder setting. */
  standingOrders: {
    list: (scope: string, page: number, limit: number, customerId: number | null) =>
      ['standing-orders', 'list', scope, page, limit, customerId] as const,
    occurrences: (scope: string, id: number) => ['standing-orders', 'occurrences', scope, id] as const,
    reminders: ['standing-orders', 'reminders'] as const,
  },
  /** Customer prices (issue 38 item 4): the price levels, a customer's level and contract prices. */
  prices: {
    levels: ['prices', 'levels'] as const,
    customer: (id: number) => ['prices', 'customer', id] as const,
  },
  /** The signed-in screens' texts, loaded once per language. */
  texts: {
    features: (language: Language) => ['texts', language] as const,
  },
} as const;

export type Domain = keyof typeof queryKeys;

/** The root of each domain: the first element of all its keys. */
export const DOMAIN_ROOTS = {
  orders: 'orders',
  prebookings: 'prebookings',
  designCenter: 'design-center',
  designers: 'designers',
  statements: 'statements',
  payments: 'payments',
  customers: 'customers',
  notes: 'notes',
  emails: 'emails',
  stock: 'stock',
  offers: 'offers',
  claims: 'claims',
  backOrders: 'back-orders',
  deliveries: 'deliveries',
  favourites: 'favourites',
  deliveryAddresses: 'delivery-addresses',
  audit: 'audit',
  priceLists: 'price-lists',
  site: 'site',
  session: 'session',
  sessions: 'sessions',
  apiTokens: 'api-tokens',
  staff: 'staff',
  accounting: 'accounting',
  freshList: 'fresh-list',
  purchasing: 'purchasing',
  closedDays: 'closed-days',
  standingOrders: 'standing-orders',
  prices: 'prices',
  texts: 'texts',
} as const satisfies Record<Domain, string>;
