// Which server module owns each table (docs/decisions/012-module-boundaries.md). Only the owner's
// repository files select from, insert into, update or delete from a table; other modules call
// the owner's public index.ts. A second name is a module that keeps one column of the table
// for the owner, said in the comment. Read-only joins for display columns are allowed.
export const TABLE_OWNERS = {
  users: ['users'],
  staff_roles: ['users'], // a staff user's roles (docs/decisions/019-staff-roles.md)
  sessions: ['auth'],
  password_tokens: ['auth'],
  login_failures: ['auth'],
  totp_credentials: ['auth'], // a second sign-in factor (docs/decisions/024-totp.md)
  totp_recovery_codes: ['auth'],
  login_challenges: ['auth'],
  auth_settings: ['auth'],
  api_tokens: ['api-tokens'], // personal API tokens, hashed (0048, issue 40)
  fresh_list_settings: ['fresh-list'], // the fresh list's hour (0053, issue 39 item 5)
  fresh_list_subscribers: ['fresh-list'], // who asked for it, with their unsubscribe token (0053)
  fresh_list_sends: ['fresh-list'], // one row per morning it went out (0053)
  closed_days: ['closed-days'], // the days the shop delivers nothing (0057, issue 38 item 3)
  standing_orders: ['standing-orders'], // customers' recurring orders (0058, issue 38 items 1-2)
  standing_order_lines: ['standing-orders'], // their products and quantities (0058)
  standing_order_occurrences: ['standing-orders'], // one row per occurrence made, skipped or failed (0058)
  standing_order_reminder_opt_outs: ['standing-orders'], // customers who want no reminder e-mail (0063)
  price_levels: ['prices'], // price levels, a percentage off the list (0064, decision 060)
  customer_price_levels: ['prices'], // the level each customer has (0064)
  customer_prices: ['prices'], // contract prices per customer and pack (0064)
  accounting_accounts: ['accounting'], // the accounts the books' export posts to (0052, decision 051)
  suppliers: ['purchasing'], // farms and brokers the shop buys from (0056, issue 37)
  supplier_products: ['purchasing'], // a product's supplier links (0056)
  purchase_orders: ['purchasing'], // purchase orders (0056, decision 053)
  purchase_order_lines: ['purchasing'],
  purchase_receipts: ['purchasing'], // what each receiving put in stock, at what cost (0056)
  purchase_order_charges: ['purchasing'], // a shipment's charges, spread into landed costs (0066, decision 062)
  purchase_minimums: ['purchasing'], // the minimum stock per product what to buy tops up (0056)
  order_line_costs: ['margins'], // the lots each order line took and their cost (0067, decision 063)
  margin_rollup_products: ['margins'], // the margin report's sums by day and month (0076, decision 069)
  margin_rollup_customers: ['margins'],
  margin_rollup_suppliers: ['margins'],
  margin_rollup_products_pending: ['margins'], // what writes added, until the job folds it (0076)
  margin_rollup_customers_pending: ['margins'],
  margin_rollup_suppliers_pending: ['margins'],
  lot_units_taken: ['margins'], // what the sales hold of each lot, where a take starts (0072, decision 063)
  webhook_endpoints: ['webhooks'], // webhook endpoints and their secrets (0051, issue 40)
  webhook_deliveries: ['webhooks'], // the webhooks' outbox and delivery log (0051)
  customer_profiles: ['customers', 'accounts'], // accounts: balance_cents, the ledger's sum
  customer_notes: ['notes'],
  contact_messages: ['contact'],
  outbox: ['mail'],
  price_lists: ['price-lists'],
  products: ['catalog', 'inventory'], // inventory: stock, moved only with a movement row
  product_sections: ['catalog'],
  product_packs: ['catalog'], // the packs a product is sold in (0055, decision 052)
  categories: ['catalog'], // the catalogue's categories, staff-managed (0047, decision 048)
  colours: ['catalog'], // the colours products take (0047)
  product_word_prefixes: ['catalog'], // the starts of the products' search words (0044)
  products_fts: ['catalog'], // SQLite's trigram index of the products' search texts, kept by triggers (0079, decision 071)
  product_pictures: ['catalog'], // a product's pictures in order, the first the cover (0059)
  inventory_movements: ['inventory'],
  offers: ['offers'],
  offer_items: ['offers'],
  counters: ['orders'],
  orders: ['orders', 'payments'], // payments: the issued invoices the receivables read (issue 42)
  order_lines: ['orders'],
  sales_rollup_sources: ['orders'], // the dashboard's sales by day and month (0068, decision 064)
  sales_rollup_customers: ['orders'],
  sales_rollup_products: ['orders'],
  sales_rollup_sources_pending: ['orders'], // what writes added, until the job folds it (0071)
  sales_rollup_customers_pending: ['orders'],
  sales_rollup_products_pending: ['orders'],
  payments: ['payments'],
  ledger_entries: ['accounts'], // the money journal, append-only (docs/decisions/014-ledger.md)
  invoice_documents: ['orders'], // issued invoices and credit notes, frozen (014)
  payment_allocations: ['payments'],
  invoice_settlements: ['payments'], // what allocations pay of an invoice, for the aging (0073, decision 068)
  payment_settlements: ['payments'], // what they take of a payment (0073)
  statement_sends: ['statements'],
  claims: ['claims'],
  claim_lines: ['claims'],
  claim_photos: ['claims'],
  delivery_runs: ['deliveries'],
  delivery_stops: ['deliveries'],
  designers: ['design-center'],
  back_order_fills: ['back-orders'],
  delivery_addresses: ['delivery-addresses'], // a customer's other addresses (0046, issue 34 item 10)
  order_delivery_addresses: ['delivery-addresses'], // the copy an order goes to (0046)
  favourites: ['favourites'], // a customer's starred products (docs/decisions/022-phone-shop.md)
  rate_limit_hits: ['cluster'], // shared per-address limits (docs/decisions/023-several-servers.md)
  job_leases: ['cluster'], // which server runs each periodic job (023)
  audit_events: ['audit'], // append-only (triggers), docs/decisions/020-audit-trail.md
  stored_files: ['files'], // the database file store (docs/decisions/021-file-store.md)
  stored_file_chunks: ['files'],
};

/** Files that may touch any table: migrations, demo data, tests. */
export const TABLE_ANYWHERE = [/\/server\/src\/db\//, /\/server\/src\/seed\//, /\/server\/src\/test\//, /\.test\.ts$/];
