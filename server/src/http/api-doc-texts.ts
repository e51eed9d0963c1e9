/** What the OpenAPI document says beside the routes' own schemas: its introduction, tags, examples. */

export const apiDescription = [
  'The wholesale flower shop’s API: the catalogue, orders, invoices and the back-office, as the web app uses it.',
  '',
  'Every reply is an envelope: `{success: true, message?, data}` on success, `{success: false, message, error?, field?}` on failure',
  '(`error` is a stable machine-readable code, `field` the input it is about, `message` is for people, in the caller’s',
  'language: `Accept-Language: fr` or `?lang=fr` for French). Lists are paginated (`page`, `limit`) and carry `data.pagination`.',
  '',
  'Sign in with `POST /api/auth/login`: the reply sets the `sid` session cookie. A write sent by a browser must come from the',
  'shop’s own origin (a cross-site `Origin` is refused with 403). A system of the customer’s or of staff signs in with a',
  'personal API token instead (`Authorization: Bearer <token>`, made with `POST /api/tokens`): each call says the scope it needs.',
  'Limits: a JSON body of 1 MB, an upload of 10 MB (413 beyond); sign-in, password and contact calls are rate-limited, and each',
  'token has its own limit of calls a minute (429 with `Retry-After`).',
].join('\n');

/** One description per tag (a tag is a module of the server); a tag missing here gets a plain one. */
export const tagDescriptions: Record<string, string> = {
  public: 'What anyone may read or send without signing in: health, the business’s details, captcha, contact.',
  accounts: 'Signing up, in and out, passwords, sessions and staff two-step sign-in (TOTP).',
  staff: 'Staff accounts and their roles (the owner).',
  customers: 'Customer accounts: approval, profile, billing, documents and e-mails sent to them.',
  notes: 'Staff notes about a customer.',
  payments: 'Payments received, their allocation to invoices, statements and their PDFs.',
  receivables: 'What customers owe: aging, open invoices, credit.',
  dashboard: 'The owner’s dashboard: the business in figures over a period against a year before, each figure as XLSX.',
  'price-lists': 'Published price lists (files) and the live lists built from the catalogue.',
  catalogue: 'Products, their prices and images.',
  inventory: 'Stock levels and the stock ledger: receipts, adjustments, losses.',
  orders: 'Orders: placed by customers on the web or entered by staff, their statuses, invoices and PDFs.',
  audit: 'The audit trail of every write.',
  prebookings: 'Prebookings: orders for a future date, converted to orders when the stock arrives.',
  exports: 'Spreadsheet exports of the shop’s data.',
  'design-center': 'The design centre: lines to prepare, designers, pick lists and packing slips.',
  offers: 'Special offers and their items.',
  claims: 'Claims and returns on delivered orders, and staff decisions on them.',
  'back-orders': 'Back-ordered lines and filling them from stock.',
  deliveries: 'Delivery runs, stops, drivers and proofs of delivery.',
  favourites: 'A customer’s favourite products (“My usual”).',
  'delivery-addresses':
    'A customer’s delivery addresses beside the profile’s (the default): label, window and notes for the driver; the one an order goes to.',
  'api-tokens':
    'Personal API tokens for a customer’s or a staff member’s own systems: scopes, an optional last day, shown once, revocable.',
  webhooks:
    'Endpoints the shop posts events to (orders, invoices, credit notes, claims), signed with HMAC-SHA256 in X-Signature, retried for 24 h, with a delivery log and “send again”.',
};

export function tagDescription(tag: string): string {
  return tagDescriptions[tag] ?? `Operations of the ${tag} module.`;
}

/** A request body example for the main writes, by operationId (checked against the schema by Spectral). */
export const requestExamples: Record<string, unknown> = {
  signIn: { email: 'florist@example.com', password: 'correct horse battery staple' },
  createApiToken: {
    name: 'Point of sale',
    scopes: ['catalog:read', 'orders:read', 'orders:write'],
    expires_on: '2027-06-30',
  },
  placeOrder: {
    delivery_method: 'delivery',
    delivery_zone: 'montreal-laval',
    delivery_date: '2026-12-08',
    po_number: 'PO-1042',
    notes: 'Back door, before 9 am',
    lines: [
      { product_id: 12, quantity: 4 },
      { product_id: 31, quantity: 2, back_order: true },
    ],
    agreed_disclaimer: true,
  },
  createOrder: {
    customer_id: 7,
    type: 'order',
    delivery_method: 'pickup',
    delivery_date: '2026-12-08',
    lines: [{ product_id: 12, quantity: 10, unit_price_cents: 1850 }],
  },
  createProduct: {
    sku: 'ROSE-FREE-60',
    name_en: 'Freedom rose 60 cm',
    name_fr: 'Rose Freedom 60 cm',
    category: 'roses',
    variety: 'Freedom',
    color: 'red',
    length_cm: 60,
    origin: 'Ecuador',
    unit: 'bunch',
    stems_per_unit: 25,
    price_cents: 3200,
    fresh: true,
  },
  recordPayment: { customer_id: 7, amount_cents: 48_500, method: 'cheque', channel: 'office', reference: '000417' },
  recordStockMovement: { product_id: 12, quantity: -3, reason: 'loss', note: 'Broken stems' },
};
