import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Table types. Portable column conventions (docs/decisions/002-portable-columns.md):
 * instants are ISO-8601 UTC text, business dates 'YYYY-MM-DD' text, flags integer 0/1,
 * money integer cents (bigint on PostgreSQL: 0045).
 */
export interface Database {
  users: UsersTable;
  staff_roles: StaffRolesTable;
  outbox: OutboxTable;
  contact_messages: ContactMessagesTable;
  price_lists: PriceListsTable;
  customer_profiles: CustomerProfilesTable;
  sessions: SessionsTable;
  password_tokens: PasswordTokensTable;
  login_failures: LoginFailuresTable;
  rate_limit_hits: RateLimitHitsTable;
  job_leases: JobLeasesTable;
  customer_notes: CustomerNotesTable;
  payments: PaymentsTable;
  products: ProductsTable;
  product_pictures: ProductPicturesTable;
  product_packs: ProductPacksTable;
  categories: CategoriesTable;
  colours: ColoursTable;
  product_sections: ProductSectionsTable;
  product_word_prefixes: ProductWordPrefixesTable;
  inventory_movements: InventoryMovementsTable;
  offers: OffersTable;
  offer_items: OfferItemsTable;
  counters: CountersTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  sales_rollup_sources: SalesRollupSourcesTable;
  sales_rollup_customers: SalesRollupCustomersTable;
  sales_rollup_products: SalesRollupProductsTable;
  sales_rollup_sources_pending: Pending<SalesRollupSourcesTable>;
  sales_rollup_customers_pending: Pending<SalesRollupCustomersTable>;
  sales_rollup_products_pending: Pending<SalesRollupProductsTable>;
  margin_rollup_products: MarginRollupProductsTable;
  margin_rollup_customers: MarginRollupCustomersTable;
  margin_rollup_suppliers: MarginRollupSuppliersTable;
  margin_rollup_products_pending: Pending<MarginRollupProductsTable>;
  margin_rollup_customers_pending: Pending<MarginRollupCustomersTable>;
  margin_rollup_suppliers_pending: Pending<MarginRollupSuppliersTable>;
  invoice_documents: InvoiceDocumentsTable;
  ledger_entries: LedgerEntriesTable;
  payment_allocations: PaymentAllocationsTable;
  invoice_settlements: InvoiceSettlementsTable;
  payment_settlements: PaymentSettlementsTable;
  statement_sends: StatementSendsTable;
  claims: ClaimsTable;
  claim_lines: ClaimLinesTable;
  claim_photos: ClaimPhotosTable;
  delivery_runs: DeliveryRunsTable;
  delivery_stops: DeliveryStopsTable;
  audit_events: AuditEventsTable;
  back_order_fills: BackOrderFillsTable;
  favourites: FavouritesTable;
  delivery_addresses: DeliveryAddressesTable;
  order_delivery_addresses: OrderDeliveryAddressesTable;
  pick_list_ticks: PickListTicksTable;
  stored_files: StoredFilesTable;
  stored_file_chunks: StoredFileChunksTable;
  totp_credentials: TotpCredentialsTable;
  totp_recovery_codes: TotpRecoveryCodesTable;
  login_challenges: LoginChallengesTable;
  auth_settings: AuthSettingsTable;
  api_tokens: ApiTokensTable;
  fresh_list_settings: FreshListSettingsTable;
  fresh_list_subscribers: FreshListSubscribersTable;
  fresh_list_sends: FreshListSendsTable;
  accounting_accounts: AccountingAccountsTable;
  webhook_endpoints: WebhookEndpointsTable;
  suppliers: SuppliersTable;
  supplier_products: SupplierProductsTable;
  purchase_orders: PurchaseOrdersTable;
  purchase_order_lines: PurchaseOrderLinesTable;
  purchase_receipts: PurchaseReceiptsTable;
  purchase_order_charges: PurchaseOrderChargesTable;
  purchase_minimums: PurchaseMinimumsTable;
  order_line_costs: OrderLineCostsTable;
  lot_units_taken: LotUnitsTakenTable;
  webhook_deliveries: WebhookDeliveriesTable;
  closed_days: ClosedDaysTable;
  standing_orders: StandingOrdersTable;
  standing_order_lines: StandingOrderLinesTable;
  standing_order_occurrences: StandingOrderOccurrencesTable;
  standing_order_reminder_opt_outs: StandingOrderReminderOptOutsTable;
  price_levels: PriceLevelsTable;
  customer_price_levels: CustomerPriceLevelsTable;
  customer_prices: CustomerPricesTable;
}

export interface UsersTable {
  id: Generated<number>;
  /** Always stored lower-case: e-mails are unique regardless of case. */
  email: string;
  password_hash: string | null;
  role: 'admin' | 'customer';
  name: string;
  language: 'en' | 'fr';
  status: 'pending' | 'approved' | 'rejected';
  active: number;
  created_at: string;
  updated_at: string;
  /** Set when staff delete a customer: out of the lists, cannot sign in, history kept. */
  archived_at: Generated<string | null>;
}
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;

/** A staff user's roles (0031): owner, office, counter, designer, driver; several per user. */
export interface StaffRolesTable {
  user_id: number;
  role: 'owner' | 'office' | 'counter' | 'designer' | 'driver';
}

export interface OutboxTable {
  id: Generated<number>;
  template: string;
  language: 'en' | 'fr';
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  /** JSON array of {filename, contentType, path} relative to DATA_DIR. */
  attachments: string;
  /**
   * What the sender renders at delivery, JSON of the template's name and arguments; null when
   * the bodies were rendered when queued (docs/decisions/032-mail-rendered-at-delivery.md).
   */
  content: Generated<string | null>;
  /** Extra headers of the message (List-Unsubscribe...), JSON of name → value; null for none (0054). */
  headers: Generated<string | null>;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}
export type OutboxMessage = Selectable<OutboxTable>;
export type NewOutboxMessage = Insertable<OutboxTable>;

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  language: 'en' | 'fr';
  created_at: string;
}

export interface PriceListsTable {
  id: Generated<number>;
  title_en: string;
  title_fr: string;
  section: 'all-products' | 'petals' | 'ready-for-retail' | 'preserve-roses';
  valid_from: string | null;
  valid_to: string | null;
  published: number;
  file_name: string | null;
  file_path: string | null;
  mime_type: string | null;
  file_size: number | null;
  /** JSON {columns, rows} read from an XLSX or CSV file; null for a PDF. */
  rows_json: Generated<string | null>;
  row_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface CustomerProfilesTable {
  user_id: number;
  business_name: string;
  neq_tax_number: string;
  phone_number: string;
  cell_phone: string | null;
  other_phone: string | null;
  fax_number: string | null;
  address1: string;
  address2: string | null;
  city: string;
  province: string;
  postal_code: string;
  business_owner_name: string;
  sales_person_name: string | null;
  business_type: string;
  business_website: string | null;
  invoice_type: Generated<'per_order' | 'monthly'>;
  credit_limit_cents: Generated<number | null>;
  delivery_zone: Generated<'ville-saint-laurent' | 'montreal-laval' | 'north-south-shore' | null>;
  /** Null: the default of the invoice type (contract's defaultPaymentTerms). */
  payment_terms: Generated<'due_on_receipt' | 'net_15' | 'net_30' | null>;
  balance_cents: Generated<number>;
  search_text: Generated<string>;
  document_path: Generated<string | null>;
  document_name: Generated<string | null>;
  document_mime: Generated<string | null>;
  /** The order notices the customer turned off, comma-separated (customers/order-notices.ts). */
  order_notices_off: Generated<string>;
}
export type NewCustomerProfile = Insertable<CustomerProfilesTable>;

export interface SessionsTable {
  /** SHA-256 of the cookie's random id: a stolen database does not give live sessions. */
  id_hash: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  /** The browser's User-Agent and the address it signed in from (0031), shown in its sessions list. */
  user_agent: string | null;
  ip: string | null;
}

export interface PasswordTokensTable {
  token_hash: string;
  user_id: number;
  purpose: 'set' | 'reset';
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  subject: string;
  failures: number;
  last_failure_at: string;
}

export interface CustomerNotesTable {
  id: Generated<number>;
  user_id: number;
  note_text: string;
  created_by: number | null;
  created_by_name: string;
  created_at: string;
}

export interface PaymentsTable {
  id: Generated<number>;
  customer_id: number;
  /** Positive for a payment; a reversal is the negative of the payment it corrects. */
  amount_cents: number;
  method: 'visa' | 'mastercard' | 'interac' | 'cash' | 'cheque';
  /** Where it was taken: in house at the counter or by a driver, or at the office (0009). */
  channel: 'counter' | 'driver' | 'office';
  reference: string | null;
  received_on: string;
  reverses_payment_id: number | null;
  created_by: number | null;
  created_at: string;
}

export interface ProductsTable {
  id: Generated<number>;
  sku: string;
  name_en: string;
  name_fr: string;
  description_en: string | null;
  description_fr: string | null;
  /** The category's slug (0047: kept for the readers of other modules; a slug never changes). */
  category: string;
  /** The category row (0047); set on every write. */
  category_id: number | null;
  variety: string | null;
  /** The colour's English name, lower case, as typed before 0047 (the search reads it). */
  color: string | null;
  colour_id: number | null;
  grade: string | null;
  stems_per_bunch: number | null;
  length_cm: number | null;
  origin: string | null;
  unit: 'stem' | 'bunch' | 'box';
  stems_per_unit: number;
  price_cents: number;
  fresh: number;
  active: Generated<number>;
  /** Sum of the product's inventory movements, updated in the same transaction; >= 0. */
  on_hand: Generated<number>;
  low_stock_at: Generated<number>;
  arrived_on: Generated<string | null>;
  /** The instant stock last arrived (a receipt), any product (0053): the shop's "New arrivals". */
  arrived_at: Generated<string | null>;
  image_key: Generated<string | null>;
  search_text: Generated<string>;
  /** The words of the name, variety, colour and length in order, in each language (0044, catalog/search-text.ts). */
  search_en: Generated<string>;
  search_fr: Generated<string>;
  created_at: string;
  updated_at: string;
}
export type ProductRow = Selectable<ProductsTable>;

/** The packs a product is sold in (0055, decision 052): `units` base units of the product each. */
export interface ProductPacksTable {
  id: Generated<number>;
  product_id: number;
  kind: 'stem' | 'bunch' | 'box';
  units: number;
  price_cents: number;
  active: Generated<number>;
  position: Generated<number>;
  /** Its quantity breaks, JSON `[{min_quantity, price_cents}]` (0064, decision 060). */
  breaks: Generated<string>;
}
export type ProductPackRow = Selectable<ProductPacksTable>;

/** The catalogue's categories (0047): a tree two levels deep; archived rather than deleted once used. */
export interface CategoriesTable {
  id: Generated<number>;
  slug: string;
  name_en: string;
  name_fr: string;
  parent_id: number | null;
  position: Generated<number>;
  archived: Generated<number>;
  created_at: string;
  updated_at: string;
}
export type CategoryRow = Selectable<CategoriesTable>;

/** The colours staff keep (0047): names in both languages and a swatch (#rrggbb). */
export interface ColoursTable {
  id: Generated<number>;
  name_en: string;
  name_fr: string;
  hex: string;
  created_at: string;
  updated_at: string;
}
export type ColourRow = Selectable<ColoursTable>;

/**
 * Every start (two letters or more) of the words of the products' search lines (0044): which
 * pieces of letters typed together can start a word at all (catalog/search-rank.ts). Kept when a
 * product changes or goes: an old start only makes a search try one reading more.
 */
export interface ProductWordPrefixesTable {
  prefix: string;
}

export interface ProductSectionsTable {
  product_id: number;
  section: 'all-products' | 'petals' | 'ready-for-retail' | 'preserve-roses';
}

export interface InventoryMovementsTable {
  id: Generated<number>;
  product_id: number;
  /** Signed: positive adds stock, negative takes it. */
  quantity: number;
  reason: string;
  note: string | null;
  on_hand_after: number;
  created_by: number | null;
  created_by_name: string;
  created_at: string;
}

export interface OffersTable {
  id: Generated<number>;
  title_en: string;
  title_fr: string;
  text_en: string | null;
  text_fr: string | null;
  starts_on: string;
  ends_on: string;
  published: Generated<number>;
  image_key: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface OfferItemsTable {
  offer_id: number;
  product_id: number;
  price_cents: number | null;
  percent_off: number | null;
}

export interface CountersTable {
  name: string;
  value: number;
}

export interface OrdersTable {
  id: Generated<number>;
  number: string;
  customer_id: number;
  source: 'web' | 'staff';
  type: 'order' | 'prebooking' | 'refund';
  status: 'pending' | 'confirmed' | 'ready' | 'delivered' | 'cancelled';
  delivery_method: 'pickup' | 'delivery';
  delivery_zone: 'ville-saint-laurent' | 'montreal-laval' | 'north-south-shore' | null;
  delivery_date: string;
  notes: string | null;
  po_number: string | null;
  parent_order_id: number | null;
  subtotal_cents: number;
  delivery_fee_cents: number;
  gst_cents: number;
  qst_cents: number;
  total_cents: number;
  designer: Generated<string | null>;
  design_status: Generated<'not_designed' | 'designed'>;
  invoice_number: Generated<string | null>;
  invoiced_on: Generated<string | null>;
  due_on: Generated<string | null>;
  credit_hold_reason: Generated<'over_limit' | 'overdue' | null>;
  credit_override_reason: Generated<string | null>;
  credit_override_by: Generated<number | null>;
  credit_override_at: Generated<string | null>;
  /** 1 once the lines' stock is taken (orders at creation, prebookings when converted). */
  stock_taken: Generated<number>;
  update_inventory: Generated<number>;
  /** When it was marked delivered (or picked up): claims and returns count from it. */
  delivered_at: Generated<string | null>;
  /** 1 for an order converted from a prebooking: a special order, not returnable. */
  from_prebooking: Generated<number>;
  idempotency_key: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}
export type OrderRow = Selectable<OrdersTable>;

/** The dashboard's sales by day and by month (0068, decision 064): kept by orders with their writes. */
interface SalesRollup {
  grain: 'day' | 'month';
  /** YYYY-MM-DD for a day, YYYY-MM for a month (of the orders' delivery dates). */
  period: string;
  sales_cents: number;
}
export interface SalesRollupSourcesTable extends SalesRollup {
  source: string;
  orders: number;
}
export interface SalesRollupCustomersTable extends SalesRollup {
  customer_id: number;
  orders: number;
}
export interface SalesRollupProductsTable extends SalesRollup {
  product_id: number;
  lines: number;
  /** In the product's base unit (quantity x pack_units). */
  quantity: number;
}
/** What the margin report sums of the lines sold by day or month (0076, decision 069). */
interface MarginRollup {
  grain: 'day' | 'month';
  period: string;
  lines: number;
  sales_cents: number;
  costed_sales_cents: number;
  /** The cost of the lines whose cost is known, in ten-thousandths of a cent. */
  cost_cents_e4: number;
  unknown_lines: number;
}
export interface MarginRollupProductsTable extends MarginRollup {
  product_id: number;
}
export interface MarginRollupCustomersTable extends MarginRollup {
  customer_id: number;
}
export interface MarginRollupSuppliersTable extends MarginRollup {
  /** 0: no supplier (a line with no lot). */
  supplier_id: number;
}
/** What writes added to a rollup table and its job has not folded in yet (0071). */
type Pending<T> = T & { id: Generated<number> };

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  position: number;
  product_id: number;
  name_en: string;
  name_fr: string;
  unit: string;
  stems_per_unit: number;
  fresh: number;
  quantity: number;
  unit_price_cents: number;
  line_total_cents: number;
  /** The part of the quantity taken from stock; the rest is on back-order. */
  stock_quantity: Generated<number>;
  complete_order: Generated<number>;
  back_order: Generated<number>;
  back_order_text: Generated<string>;
  designer: Generated<string | null>;
  /** The pack the line was sold in (0055); null only for a pack's line written before it was kept. */
  pack_id: Generated<number | null>;
  /** The base units of the product one of its quantity takes from stock (0055; 1 for every line of before). */
  pack_units: Generated<number>;
  /** The list price when the line was priced (0064); null on lines of before. */
  list_price_cents: Generated<number | null>;
  /** What gave unit_price_cents (0064, decision 060); null: set by hand, or a line of before. */
  price_source: Generated<'list' | 'offer' | 'level' | 'contract' | 'break' | null>;
}
export type OrderLineRow = Selectable<OrderLinesTable>;

/** An invoice or credit note once numbered (0013): never changed but for a missing snapshot. */
export interface InvoiceDocumentsTable {
  id: Generated<number>;
  number: string;
  kind: 'invoice' | 'credit_note';
  order_id: number;
  customer_id: number;
  /** Signed: an invoice is positive, a credit note negative. */
  total_cents: number;
  /** The document this one reverses (the invoice an edit or cancellation credits), else null. */
  reverses_document_id: number | null;
  issued_on: string;
  issued_at: string;
  issued_by: number | null;
  /** JSON of what the document prints (InvoiceSnapshot); null only for documents carried over by 0013. */
  snapshot: string | null;
}

/** The money journal (0013), append-only: customer_profiles.balance_cents is the sum per customer. */
export interface LedgerEntriesTable {
  id: Generated<number>;
  customer_id: number;
  kind: 'invoice' | 'credit_note' | 'payment' | 'payment_reversal' | 'adjustment';
  /** Signed: positive when the customer owes more. */
  amount_cents: number;
  document_type: 'invoice_document' | 'payment' | null;
  document_id: number | null;
  document_number: string | null;
  order_id: number | null;
  note: string | null;
  entry_date: string;
  created_by: number | null;
  created_at: string;
}
/** Which part of a payment settles which invoice (payments owns it). */
export interface PaymentAllocationsTable {
  id: Generated<number>;
  payment_id: number;
  order_id: number;
  amount_cents: number;
  created_by: number | null;
  created_at: string;
  /** The business day from which the row counts (0018: rows are released, never changed). */
  allocated_on: string;
  /** The business day from which it no longer counts; null while it does. */
  released_on: string | null;
}

/** What the allocations that count now pay of an invoice, true from `steady_from` on (0073, decision 068). */
export interface InvoiceSettlementsTable {
  order_id: number;
  paid_cents: number;
  /** The last day any of its allocations was made or released. */
  steady_from: string;
}
/** What the allocations that count now take of a payment, true from `steady_from` on (0073). */
export interface PaymentSettlementsTable {
  payment_id: number;
  allocated_cents: number;
  steady_from: string;
}

/** A monthly statement queued for a customer: once per month (statements owns it). */
export interface StatementSendsTable {
  customer_id: number;
  month: string;
  trigger: 'schedule' | 'staff';
  sent_count: Generated<number>;
  queued_at: string;
}

/** A customer's claim (fresh flowers) or return (dry goods) on a delivered order (claims owns it). */
export interface ClaimsTable {
  id: Generated<number>;
  customer_id: number;
  order_id: number;
  kind: 'claim' | 'return';
  status: Generated<'new' | 'in_review' | 'approved' | 'partially_approved' | 'refused' | 'closed'>;
  note: string | null;
  idempotency_key: string | null;
  decision_reason: Generated<string | null>;
  ra_number: Generated<string | null>;
  credit_order_id: Generated<number | null>;
  /** Returns: when the goods came back, and what the credit note kept back. */
  received_at: Generated<string | null>;
  restocking_fee_percent: Generated<number | null>;
  freight_cents: Generated<number | null>;
  decided_by: Generated<number | null>;
  decided_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}
export type ClaimRow = Selectable<ClaimsTable>;

export interface ClaimLinesTable {
  id: Generated<number>;
  claim_id: number;
  order_line_id: number;
  quantity: number;
  reason: string;
  approved_quantity: Generated<number | null>;
}

export interface ClaimPhotosTable {
  id: Generated<number>;
  claim_id: number;
  role: 'product' | 'label';
  file_key: string;
  created_at: string;
}

/** Back-order fulfilment (0024): each fill or cancellation of part of a line's open back-order. */
export interface BackOrderFillsTable {
  id: Generated<number>;
  /** Null once an edit of the order replaced its lines. */
  order_line_id: number | null;
  order_id: number;
  product_id: number;
  kind: 'fill' | 'cancel';
  quantity: number;
  created_by: number | null;
  created_by_name: string;
  created_at: string;
}

/** A date's delivery run (issue 14, part 3), owned by the deliveries module. */
export interface DeliveryRunsTable {
  id: Generated<number>;
  date: string;
  name: string;
  delivery_zone: 'ville-saint-laurent' | 'montreal-laval' | 'north-south-shore' | null;
  driver_user_id: number | null;
  driver_name: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  /** When the driver left with it (0034): its customers were told their order is on its way. */
  departed_at: string | null;
}

/** An order in a run, and the driver's record of it (issue 14, part 4). */
export interface DeliveryStopsTable {
  id: Generated<number>;
  run_id: number;
  order_id: number;
  position: number;
  status: Generated<'pending' | 'delivered' | 'failed'>;
  failure_reason: Generated<string | null>;
  recipient_name: Generated<string | null>;
  /** The proof image's key: in the signatures' folder, or the photos' one when proof_kind is 'photo'. */
  signature_key: Generated<string | null>;
  /** Which proof the driver gave (0035): a drawn signature or a photo; null while undelivered. */
  proof_kind: Generated<'signature' | 'photo' | null>;
  delivered_by: Generated<number | null>;
  delivered_at: Generated<string | null>;
  updated_at: string;
}

/** A customer's starred product, the shop's "My usual" (issue 17), owned by the favourites module. */
export interface FavouritesTable {
  customer_id: number;
  product_id: number;
  created_at: string;
}

/**
 * A row of a date's pick list ticked off in the cooler (0049, issue 34 item 9), owned by the
 * pick-ticks module: scope '' (every order), 'pickup', 'delivery' or a zone.
 */
export interface PickListTicksTable {
  pick_date: string;
  scope: string;
  product_id: number;
  /** The row's pack, as its lines say it (migration 0069): kind, stems, base units in one. */
  unit: string;
  stems_per_unit: number;
  pack_units: number;
  /** The quantity the row showed when it was ticked. */
  quantity: number;
  ticked_by: number | null;
  ticked_at: string;
}

/** A route's request count for one address until the end of its window (cluster module). */
export interface RateLimitHitsTable {
  key: string;
  hits: number;
  window_ends_at: string;
}

/** Which server runs a periodic job until when (cluster module, docs/decisions/023). */
export interface JobLeasesTable {
  name: string;
  holder: string;
  acquired_at: string;
  expires_at: string;
  last_run_at: string | null;
}

/** A personal API token (0048, issue 40), owned by the api-tokens module: only its SHA-256 is kept. */
export interface ApiTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  token_hash: string;
  /** The token's first characters, shown in its owner's list. */
  prefix: string;
  /** Space-separated: `catalog:read orders:write`. */
  scopes: string;
  created_at: string;
  expires_on: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** A webhook endpoint (0051, issue 40), owned by the webhooks module. */
export interface WebhookEndpointsTable {
  id: Generated<number>;
  user_id: number;
  /** The customer whose events it receives; null for a staff member's (every customer's). */
  customer_id: number | null;
  url: string;
  description: string | null;
  /** Space-separated, with a space at each end: ` order.created invoice.issued `. */
  events: string;
  /** Signs each delivery (HMAC-SHA256); shown to the owner once. */
  secret: string;
  created_at: string;
}

/** One event for one endpoint (0051): the webhooks' outbox and their delivery log. */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  endpoint_id: number;
  event_id: string;
  event: string;
  /** The JSON body sent, as signed. */
  body: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: Generated<number>;
  created_at: string;
  next_attempt_at: string | null;
  last_attempt_at: string | null;
  response_status: number | null;
  last_error: string | null;
  delivered_at: string | null;
}

/** The audit trail (0027, issue 15 part 3), owned by the audit module: append-only. */
export interface AuditEventsTable {
  id: Generated<number>;
  at: string;
  /** Null for the system. */
  actor_user_id: number | null;
  actor_ip: string | null;
  entity: string;
  entity_id: number;
  action: string;
  /** JSON `{field: [before, after]}`. */
  changes: string;
  /** The name of the API token the write was made with (0048), null for a session's. */
  via_token?: string | null;
}

/** The database file store (docs/decisions/021-file-store.md): a complete file, written last. */
export interface StoredFilesTable {
  key: string;
  content_type: string;
  size: number;
  sha256: string;
  created_at: string;
}

/** A file's bytes in 512 KiB chunks, seq from 0. */
export interface StoredFileChunksTable {
  file_key: string;
  seq: number;
  bytes: Buffer;
}

/** A staff member's TOTP secret (0032, docs/decisions/024-totp.md): sealed with TOTP_KEY when set. */
export interface TotpCredentialsTable {
  user_id: number;
  /** 'gcm1:' + base64url(iv, tag, ciphertext) with TOTP_KEY, or 'plain:' + base32 without. */
  secret: string;
  created_at: string;
  /** Null until a first code confirms the enrolment. */
  confirmed_at: string | null;
  /** The last time step accepted: a code of this step or an earlier one is refused (no replay). */
  last_step: number | null;
}

/** Recovery codes (0032): only their SHA-256; each used once. */
export interface TotpRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

/** A sign-in waiting for its second step (0032): the token's SHA-256, 5 minutes, used once. */
export interface LoginChallengesTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  user_agent: string | null;
  ip: string | null;
  /** The account's attempt count the right password took, until a code uses it (0043). */
  attempt: number | null;
}

/** The shop's sign-in settings (0032), key → value. */
export interface AuthSettingsTable {
  key: string;
  value: string;
  updated_at: string;
  updated_by: number | null;
}

/** The fields of a delivery address (0046, issue 34 item 10), kept alike by both tables. */
interface DeliveryAddressFields {
  label: string;
  address1: string;
  address2: string | null;
  city: string;
  province: string;
  postal_code: string;
  delivery_zone: 'ville-saint-laurent' | 'montreal-laval' | 'north-south-shore' | null;
  /** HH:MM, or null: no window. */
  window_from: string | null;
  window_to: string | null;
  driver_notes: string | null;
}

/** A customer's other delivery addresses (the profile's stays the default), owned by delivery-addresses. */
export interface DeliveryAddressesTable extends DeliveryAddressFields {
  id: Generated<number>;
  customer_id: number;
  created_at: string;
  updated_at: string;
}

/** The copy of the address an order goes to; no row: the profile's (delivery-addresses). */
export interface OrderDeliveryAddressesTable extends DeliveryAddressFields {
  order_id: number;
  address_id: number | null;
}

/** The account a posting of the books' export names (0052, issue 39 item 4; accounting owns it). */
export interface AccountingAccountsTable {
  key: string;
  number: string;
  name: string;
  updated_at: string;
  updated_by: number | null;
}

/** The fresh list's settings (0054): one row, id 1; none means off at 07:00. */
export interface FreshListSettingsTable {
  id: number;
  enabled: number;
  /** HH:MM, Montreal time. */
  send_at: string;
  updated_at: string;
  updated_by: number | null;
}

/** A customer who asked for the fresh list, with their one-click unsubscribe token (0054). */
export interface FreshListSubscribersTable {
  user_id: number;
  token: string;
  subscribed_at: string;
}

/** One row per business morning the fresh list went out (0054): never twice the same morning. */
export interface FreshListSendsTable {
  send_date: string;
  sent_at: string;
  /** The arrivals it listed are those from this instant on (the previous list's). */
  since: string;
  recipients: number;
  products: number;
}

/** A farm or broker the shop buys from (0056, issue 37). */
export interface SuppliersTable {
  id: Generated<number>;
  name: string;
  /** The name folded for search (lower case, no accents). */
  name_key: string;
  /** ISO 3166 alpha-2. */
  country: string;
  /** A Canadian province's code (QC: the purchase orders go out in French). */
  province: string | null;
  currency: 'CAD' | 'USD' | 'EUR';
  contact: string | null;
  email: string;
  phone: string | null;
  lead_time_days: number;
  payment_terms: string | null;
  notes: string | null;
  active: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A product's link to a supplier (0056). */
export interface SupplierProductsTable {
  supplier_id: number;
  product_id: number;
  supplier_code: string | null;
  units_per_box: number;
  /** Per unit, in the supplier's currency; the last purchase order received sets it. */
  last_cost_cents: number | null;
  updated_at: string;
}

export type PurchaseOrderStatus = 'draft' | 'sent' | 'confirmed' | 'shipped' | 'received' | 'closed' | 'cancelled';

/** A purchase order to a supplier (0056, decision 053). */
export interface PurchaseOrdersTable {
  id: Generated<number>;
  supplier_id: number;
  status: PurchaseOrderStatus;
  currency: 'CAD' | 'USD' | 'EUR';
  arrival_date: string;
  notes: string | null;
  shipping_kind: 'air' | 'truck' | null;
  shipping_reference: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
  confirmed_at: string | null;
  shipped_at: string | null;
  received_at: string | null;
  closed_at: string | null;
  cancelled_at: string | null;
  /** CAD per unit of the order's currency, in millionths, as staff typed it (0066); null until then. */
  exchange_rate_e6: number | null;
}

/** A charge of a purchase order's shipment, in CAD cents, and how it is spread (0066, decision 062). */
export interface PurchaseOrderChargesTable {
  id: Generated<number>;
  purchase_order_id: number;
  kind: 'freight' | 'duties' | 'handling' | 'brokerage';
  amount_cents: number;
  /** The supplier's or carrier's invoice number. */
  reference: string | null;
  spread: 'boxes' | 'value';
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** A purchase order's line: boxes × units per box at a cost per unit (0056). */
export interface PurchaseOrderLinesTable {
  id: Generated<number>;
  purchase_order_id: number;
  position: number;
  product_id: number;
  pack_id: number | null;
  boxes: number;
  units_per_box: number;
  unit_cost_cents: number;
  /** What the supplier confirmed; null before confirmation (all of it is then expected). */
  confirmed_units: number | null;
  /** Units received so far, damaged ones included. */
  received_units: Generated<number>;
  damaged_units: Generated<number>;
}

/** One receiving of a line: what entered stock, at what cost (0056). */
export interface PurchaseReceiptsTable {
  id: Generated<number>;
  line_id: number;
  purchase_order_id: number;
  product_id: number;
  boxes: number | null;
  units: number;
  damaged_units: number;
  /** units − damaged_units: the receipt movement's quantity. */
  stocked_units: number;
  unit_cost_cents: number;
  currency: string;
  /** Why more than ordered was received; null when it was not. */
  over_reason: string | null;
  on_hand_after: number;
  received_by: number | null;
  received_by_name: string;
  received_at: string;
  /**
   * Landed cost per stocked unit in CAD, in ten-thousandths of a cent (0066, decision 062): cost ×
   * rate + the receipt's share of the order's charges ÷ its stocked units; null while the rate of a
   * foreign order is not typed.
   */
  landed_cost_e4: Generated<number | null>;
}

/** The minimum stock staff set for a product (0056): what to buy tops it up. */
export interface PurchaseMinimumsTable {
  product_id: number;
  min_units: number;
  updated_at: string;
}

/** A product's picture (0059): up to five, by position, the first the cover (products.image_key). */
export interface ProductPicturesTable {
  id: Generated<number>;
  product_id: number;
  position: number;
  image_key: string;
  created_at: string;
}
export type ProductPictureRow = Selectable<ProductPicturesTable>;

/** A day the shop delivers nothing (0057, issue 38 item 3); one row a date. */
export interface ClosedDaysTable {
  id: Generated<number>;
  date: string;
  name_en: string;
  name_fr: string;
  created_at: string;
  created_by: number | null;
}

/** A customer's standing order (0058, issue 38 items 1-2). */
export interface StandingOrdersTable {
  id: Generated<number>;
  customer_id: number;
  delivery_method: 'pickup' | 'delivery';
  delivery_zone: string | null;
  every_weeks: number;
  /** JSON array of weekdays, 1 Monday … 6 Saturday; `[]` when `dates` are given. */
  weekdays: string;
  /** JSON array of chosen dates; `[]` for a weekly rhythm. */
  dates: string;
  starts_on: string;
  ends_on: string | null;
  lead_days: number;
  closed_day_shift: 'before' | 'after';
  status: 'active' | 'paused' | 'ended';
  notes: string | null;
  created_at: string;
  updated_at: string;
  created_by: number | null;
}

/** A standing order's product and quantity (0058). */
export interface StandingOrderLinesTable {
  id: Generated<number>;
  standing_order_id: number;
  position: number;
  product_id: number;
  /** The pack it is ordered in (0063); null: the product's base unit. */
  pack_id: Generated<number | null>;
  quantity: number;
}

/**
 * An occurrence made into an order, skipped, or failed (0058), or still planned with something
 * of its own (0063: changed quantities, the reminder sent, the move told); unique on
 * (standing order, date).
 */
export interface StandingOrderOccurrencesTable {
  id: Generated<number>;
  standing_order_id: number;
  /** Its day by the recurrence. */
  occurs_on: string;
  /** The day it is delivered (another when occurs_on is a closed day). */
  delivery_date: string;
  status: 'planned' | 'ordered' | 'skipped' | 'failed';
  order_id: number | null;
  /** Why it failed (the placement's error code). */
  reason: string | null;
  created_at: string;
  /** JSON [{product_id, pack_id, quantity}]: this occurrence's own quantities (0063), else null. */
  lines: Generated<string | null>;
  /** When the e-mail of the day before it becomes an order went out (0063). */
  reminded_at: Generated<string | null>;
  /** When the florist was told it moved off a closed day (0063). */
  moved_told_at: Generated<string | null>;
}

/** A customer who asked for no reminder of their standing orders' occurrences (0063). */
export interface StandingOrderReminderOptOutsTable {
  customer_id: number;
  created_at: string;
}

/** A price level (0064, decision 060): a percentage off the list, in hundredths of a percent. */
export interface PriceLevelsTable {
  id: Generated<number>;
  name_en: string;
  name_fr: string;
  basis_points: number;
  created_at: string;
  updated_at: string;
}
export type PriceLevelRow = Selectable<PriceLevelsTable>;

/** The level a customer has (0064); none: no row. */
export interface CustomerPriceLevelsTable {
  customer_id: number;
  price_level_id: number;
  updated_at: string;
}

/** A customer's contract price for a pack, from and to an optional date (0064). */
export interface CustomerPricesTable {
  id: Generated<number>;
  customer_id: number;
  product_id: number;
  pack_id: number;
  price_cents: number;
  starts_on: string | null;
  ends_on: string | null;
  created_at: string;
}
export type CustomerPriceRow = Selectable<CustomerPricesTable>;

/** The lots an order line took and their cost (0067, decision 063; the margins module). */
export interface OrderLineCostsTable {
  id: Generated<number>;
  order_id: number;
  order_line_id: number;
  product_id: number;
  /** The received lot; null: stock no lot covered. */
  receipt_id: number | null;
  /** Base units taken. */
  units: number;
  /** Cents per base unit (to a ten-thousandth); null: not known. */
  unit_cost_cents: number | null;
  /** 1: no lot covered these units, costed at the product's latest lot. */
  estimated: number;
}

/** What the sales hold of each received lot (0072, decision 063; the margins module). */
export interface LotUnitsTakenTable {
  receipt_id: number;
  product_id: number;
  /** The lot's, copied: lots are taken in (received_at, receipt_id) order. */
  received_at: string;
  /** The lot's stocked units. */
  units: number;
  /** What every order line holds of it (the sum of its order_line_costs units). */
  taken: number;
  /** 1 once taken reaches units. */
  exhausted: number;
}
