/**
 * Every API path, written once (issue 10): the server declares its routes with `apiRoute`, the
 * web builds its URLs with `apiPath`. Paths are as SPEC §7 writes them, in their mixed case,
 * relative to /api; `:name` is a parameter.
 */
export const apiPaths = {
  health: '/health',
  ready: '/ready',
  site: '/site',
  contact: '/contact',
  captcha: '/captcha',
  auth: {
    signup: '/auth/signup',
    login: '/auth/login',
    logout: '/auth/logout',
    me: '/auth/me',
    forgotPassword: '/auth/forgot-password',
    setPassword: '/auth/set-password',
    changePassword: '/auth/change-password',
    /** The signed-in user's own sessions (issue 15, part 4). */
    sessions: '/auth/sessions',
    session: '/auth/sessions/:id',
    /** The second step of a sign-in with TOTP (issue 15, part 5). */
    loginSecondStep: '/auth/login/second-step',
    /** The signed-in staff member's TOTP: status, enrolment, disabling. */
    totp: '/auth/totp',
    totpStart: '/auth/totp/start',
    totpConfirm: '/auth/totp/confirm',
    totpDisable: '/auth/totp/disable',
    /** Ten new recovery codes for a current code; the old ones stop working. */
    totpRecoveryCodes: '/auth/totp/recovery-codes',
    /** The shop's sign-in settings (owner only). */
    settings: '/auth/settings',
  },
  /** Staff accounts, owner only (issue 15). */
  staff: {
    list: '/staff',
    /** The active drivers (id, name): the delivery runs' driver picker (deliveries.manage). */
    drivers: '/staff/drivers',
    one: '/staff/:id',
    active: '/staff/:id/active',
    resetPassword: '/staff/:id/reset-password',
    sessions: '/staff/:id/sessions',
    /** The owner turns a member's two-step sign-in off (a lost phone and lost recovery codes). */
    resetTwoStep: '/staff/:id/reset-two-step',
  },
  customers: {
    list: '/customers',
    one: '/customers/:id',
    document: '/customers/:id/document',
    invoiceType: '/customers/:id/invoice-type',
    emails: '/customers/:id/emails',
    toggle: '/toggle/customers/:id',
    /** The signed-in customer's own record. */
    own: '/customer/:id',
    ownProfile: '/customer/:id/profile',
  },
  /** The signed-in customer's favourite products ("My usual", issue 17): their ids, star and unstar. */
  favourites: {
    list: '/favourites',
    one: '/favourites/:productId',
  },
  notes: {
    ofCustomer: '/:userId/notes',
    one: '/note/:id',
  },
  catalog: {
    products: '/products',
    product: '/products/:id',
    productImage: '/products/:id/image',
    /** A product's pictures (issue 36, item 6): add one (POST), put them in order (PUT). */
    productPictures: '/products/:id/pictures',
    productPicture: '/products/:id/pictures/:pictureId',
    image: '/images/:name',
    /** The categories staff keep (issue 36): the tree; one to rename, move, archive or delete. */
    categories: '/categories',
    category: '/categories/:id',
    colours: '/colours',
    colour: '/colours/:id',
    /** The catalogue as XLSX, one row per pack (issue 36, item 4), and its upload read back. */
    productsExport: '/products/export.xlsx',
    productsImport: '/products/import',
  },
  inventory: {
    list: '/inventory',
    movements: '/inventory/movements',
    receipts: '/inventory/receipts',
    productMovements: '/inventory/:productId/movements',
  },
  priceLists: {
    list: '/pricelists',
    one: '/pricelists/:id',
    file: '/pricelists/:id/file',
    /** A section's live price list from the catalogue (?format=pdf|xlsx, ?lang=en|fr). */
    live: '/pricelists/live/:section',
  },
  offers: {
    list: '/offers',
    active: '/offers/active',
    one: '/offers/:id',
    image: '/offers/:id/image',
  },
  orders: {
    list: '/Orders',
    one: '/Orders/:id',
    move: '/Orders/:id/update/:status',
    sendEmail: '/Orders/:id/send-email',
    invoicePdf: '/Orders/:id/invoice.pdf',
    /** Bulk actions on the staff list's selection (at most ORDER_BULK_MAX ids, one result per id). */
    bulkStatus: '/Orders/bulk/status',
    bulkEmail: '/Orders/bulk/send-invoice',
    bulkInvoices: '/Orders/bulk/invoices',
    /** The selection's packing slips in one PDF (the warehouse's papers: the pickLists permission). */
    bulkPackingSlips: '/Orders/bulk/packing-slips',
    /** One of the order's issued invoices and credit notes (order.documents[].pdf). */
    documentPdf: '/Orders/:id/documents/:documentId.pdf',
    /** The order's bilingual packing slip (no prices), staff only. */
    packingSlip: '/Orders/:id/packing-slip.pdf',
    /** What a customer last paid for some products (?ids=), staff only. */
    lastPrices: '/Orders/last-prices/:customerId',
    /** The signed-in customer places a web order. */
    place: '/Customer/Orders',
    customerOrders: '/customer/Orders/:customerId',
    customerWebOrders: '/customer/weborder/tickets/:customerId',
    customerOrder: '/customer/tickets/:id',
    /** The florist cancels their pending web order, until the cutoff of its delivery day. */
    customerCancel: '/customer/tickets/:id/cancel',
  },
  prebookings: {
    list: '/prebooking',
    one: '/prebooking/:id',
  },
  designCenter: {
    items: '/orders/design-center/items',
    itemsModel: '/Orders/design-center/items-model',
    lineDesigner: '/orders/:id/designer',
    completeBack: '/orders/designer/complete-back/:id',
    activeDesigners: '/design-center/fetchUser',
    /** Every staff member with the designer role (the filter's list); managed at /staff. */
    designers: '/designers',
    /** What to pull from the cooler for a date, its PDF, and the date's packing slips in one PDF. */
    pickList: '/pick-list',
    pickListPdf: '/pick-list.pdf',
    packingSlips: '/pick-list/packing-slips.pdf',
    /** The rows of a date's pick list ticked off in the cooler (read, and tick or untick one). */
    pickTicks: '/pick-list/ticks',
  },
  payments: {
    receive: '/payment/receive',
    reverse: '/payments/:id/reverse',
    ofCustomer: '/customer/Orders/payments/:id',
    household: '/Orders/household-payments',
    allocations: '/payments/:id/allocations',
  },
  /** The owner's dashboard (issue 39): the figures of a period, and each as XLSX. */
  dashboard: {
    figures: '/dashboard',
    figureXlsx: '/dashboard/:figure.xlsx',
  },
  /** Margins (issue 37 item 6): the margin report and its XLSX, owner and office. */
  margins: {
    report: '/reports/margin',
    reportXlsx: '/reports/margin.xlsx',
  },
  /** The books to the accountant (issue 39 item 4): the export and the accounts it posts to. */
  accounting: {
    export: '/accounting/export',
    settings: '/settings/accounting',
  },
  /** The days the shop delivers nothing (issue 38 item 3): listed by anyone signed in, kept by staff. */
  /** Customer prices (issue 38 item 4): price levels, and a customer's level and contract prices. */
  prices: {
    levels: '/price-levels',
    level: '/price-levels/:id',
    customer: '/customers/:id/prices',
  },
  closedDays: {
    list: '/closed-days',
    one: '/closed-days/:date',
  },
  /** Standing orders (issue 38 items 1-2): staff's, and the florist's own under /customer. */
  standingOrders: {
    list: '/standing-orders',
    one: '/standing-orders/:id',
    skip: '/standing-orders/:id/skip',
    occurrences: '/standing-orders/:id/occurrences',
    occurrence: '/standing-orders/:id/occurrences/:date',
    ownList: '/customer/standing-orders',
    own: '/customer/standing-orders/:id',
    ownSkip: '/customer/standing-orders/:id/skip',
    ownOccurrences: '/customer/standing-orders/:id/occurrences',
    ownOccurrence: '/customer/standing-orders/:id/occurrences/:date',
    reminders: '/customer/standing-orders/reminders',
  },
  /** The fresh list (issue 39 item 5): its settings, a customer's choice, the one-click unsubscribe. */
  freshList: {
    settings: '/settings/fresh-list',
    subscription: '/customer/fresh-list',
    unsubscribe: '/unsubscribe/:token',
  },
  /** Buying from farms (issue 37): suppliers and their products, purchase orders, receiving. */
  purchasing: {
    suppliers: '/suppliers',
    supplier: '/suppliers/:id',
    supplierProducts: '/suppliers/:id/products',
    supplierProduct: '/suppliers/:id/products/:productId',
    orders: '/purchase-orders',
    order: '/purchase-orders/:id',
    send: '/purchase-orders/:id/send',
    confirm: '/purchase-orders/:id/confirm',
    ship: '/purchase-orders/:id/ship',
    receive: '/purchase-orders/:id/receive',
    close: '/purchase-orders/:id/close',
    cancel: '/purchase-orders/:id/cancel',
    pdf: '/purchase-orders/:id/purchase-order.pdf',
    charges: '/purchase-orders/:id/charges',
    charge: '/purchase-orders/:id/charges/:chargeId',
    exchangeRate: '/purchase-orders/:id/exchange-rate',
    needs: '/purchasing/needs',
    needsDrafts: '/purchasing/needs/drafts',
    minimum: '/purchasing/minimums/:productId',
  },
  receivables: {
    aging: '/receivables/aging',
    agingXlsx: '/receivables/aging.xlsx',
    openInvoices: '/receivables/customers/:id/open-invoices',
    creditStatus: '/receivables/customers/:id/credit',
    sendStatements: '/receivables/statements/send',
    sendRun: '/receivables/statements/send/:runId',
  },
  statements: {
    statement: '/customer/statement/:id',
    statementPdf: '/customer/statement/:id/statement.pdf',
    paymentsPdf: '/customer/Orders/payments/:id/payments.pdf',
    /** The balance-forward statement of a month (?month=YYYY-MM), in the customer's language. */
    monthlyPdf: '/customers/:id/statement.pdf',
  },
  claims: {
    /** The signed-in customer's claims and returns (GET), or a new one (POST, multipart). */
    own: '/customer/claims',
    list: '/claims',
    claim: '/claims/:id',
    photo: '/claims/:id/photos/:photoId',
    decision: '/claims/:id/decision',
    received: '/claims/:id/received',
  },
  backOrders: {
    /** Staff: the queue of open back-orders, by product and order date. */
    list: '/back-orders',
    /** Open back-orders of a few products (?ids=1,2): what a receipt can fill. */
    products: '/back-orders/products',
    /** What a product's stock fills now, oldest first. */
    allocation: '/back-orders/products/:productId/allocation',
    allocations: '/back-orders/allocations',
    cancel: '/back-orders/:lineId/cancel',
    /** The record of an order's back-orders filled and cancelled. */
    orderFills: '/back-orders/orders/:orderId/fills',
  },
  deliveries: {
    /** Staff: a date's runs, the delivery orders in no run and the pickups. */
    day: '/deliveries',
    runs: '/deliveries/runs',
    run: '/deliveries/runs/:id',
    runSheet: '/deliveries/runs/:id/sheet.pdf',
    /** The driver leaves with the run: its customers are told their order is on its way. */
    depart: '/deliveries/runs/:id/depart',
    stop: '/deliveries/stops/:id',
    delivered: '/deliveries/stops/:id/delivered',
    failed: '/deliveries/stops/:id/failed',
    /** A payment the driver took at the door (cash or cheque), for the stop's order's invoice. */
    payment: '/deliveries/stops/:id/payment',
    pickedUp: '/deliveries/pickups/:orderId',
    /**
     * The proof image of the order's delivery, the drawn signature or the driver's photo (a
     * private WebP; staff with orders).
     */
    signature: '/deliveries/orders/:orderId/signature',
    /** Which proof the order's delivery has (signature or photo), who received it and when. */
    proof: '/deliveries/orders/:orderId/proof',
  },
  audit: {
    /** Staff: the audit trail, newest first, filtered by entity, user and dates. Read-only. */
    list: '/audit',
  },
  exports: {
    workbook: '/exports/:kind.xlsx',
    /** The staff list's selected orders as the orders export (one result per id). */
    orderSelection: '/exports/orders/selection',
  },
} as const;

/** The names of a path's parameters: '/a/:id/b/:kind.xlsx' gives 'id' | 'kind'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? ParamName<Name> | PathParamNames<`/${Tail}`>
    : ParamName<Rest>
  : never;
type ParamName<S extends string> = S extends `${infer Name}.${string}` ? Name : S;

export type PathParams<P extends string> = { [K in PathParamNames<P>]: string | number };

type PathArgs<P extends string> = [PathParamNames<P>] extends [never] ? [] : [params: PathParams<P>];

/** The path a route is declared at on the server: '/api' and the pattern. */
export function apiRoute<P extends string>(pattern: P): `/api${P}` {
  return `/api${pattern}`;
}

/** A path with its parameters filled in (encoded), relative to /api, as the web calls it. */
export function apiPath<P extends string>(pattern: P, ...[params]: PathArgs<P>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`apiPath: missing ${name} for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
