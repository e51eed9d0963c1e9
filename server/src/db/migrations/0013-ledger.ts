import { sql } from 'kysely';
import { idColumn, idColumnType, isPostgres, type MigrationDb } from './helpers.js';

/**
 * The money journal and issued documents (issue 12, docs/decisions/014-ledger.md).
 * - invoice_documents: every invoice and credit note once numbered, with its frozen snapshot
 *   (lines, totals, addresses, tax numbers). An order may have several (an edit credits the old
 *   invoice and issues a new one).
 * - ledger_entries: one row per money event; customer_profiles.balance_cents is their sum.
 *   Append-only: triggers refuse UPDATE and DELETE on both dialects.
 * Rows before this migration are carried over: the invoices and credit notes of orders not
 * cancelled (snapshot NULL: frozen at their first rendering), the payments, and per customer an
 * opening adjustment for whatever the stored balance holds beyond those (cancelled orders,
 * older edits), so that balance = sum of the journal from the first day.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('invoice_documents')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('invoice', 'credit_note')`))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('users.id'))
    // Signed: an invoice is positive, a credit note negative (what it does to the balance).
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    // The document this one reverses (a credit note for an edited or cancelled invoice), else null.
    .addColumn('reverses_document_id', 'integer', (c) => c.references('invoice_documents.id'))
    .addColumn('issued_on', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('issued_by', 'integer', (c) => c.references('users.id'))
    .addColumn('snapshot', 'text')
    .execute();
  await db.schema
    .createIndex('invoice_documents_customer')
    .on('invoice_documents')
    .columns(['customer_id', 'issued_on'])
    .execute();
  await db.schema.createIndex('invoice_documents_order').on('invoice_documents').columns(['order_id', 'id']).execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('invoice', 'credit_note', 'payment', 'payment_reversal', 'adjustment')`),
    )
    // Signed: positive when the customer owes more.
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('document_type', 'text', (c) => c.check(sql`document_type in ('invoice_document', 'payment')`))
    .addColumn('document_id', 'integer')
    .addColumn('document_number', 'text')
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('note', 'text')
    .addColumn('entry_date', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_entries_customer').on('ledger_entries').columns(['customer_id', 'id']).execute();
  await db.schema
    .createIndex('ledger_entries_document')
    .on('ledger_entries')
    .columns(['document_type', 'document_id'])
    .execute();

  await carryOver(db);
  await appendOnly(db);
}

async function carryOver(db: MigrationDb): Promise<void> {
  await sql`
    insert into invoice_documents (number, kind, order_id, customer_id, total_cents, issued_on, issued_at, issued_by, snapshot)
    select invoice_number, case when type = 'refund' then 'credit_note' else 'invoice' end, id, customer_id,
           total_cents, coalesce(invoiced_on, substr(created_at, 1, 10)), updated_at, created_by, null
    from orders where invoice_number is not null and status <> 'cancelled' order by id`.execute(db);
  await sql`
    insert into ledger_entries (customer_id, kind, amount_cents, document_type, document_id, document_number, order_id,
                                entry_date, created_by, created_at)
    select customer_id, kind, total_cents, 'invoice_document', id, number, order_id, issued_on, issued_by, issued_at
    from invoice_documents order by id`.execute(db);
  await sql`
    insert into ledger_entries (customer_id, kind, amount_cents, document_type, document_id, document_number,
                                entry_date, created_by, created_at)
    select customer_id, case when reverses_payment_id is null then 'payment' else 'payment_reversal' end,
           0 - amount_cents, 'payment', id, reference, received_on, created_by, created_at
    from payments order by id`.execute(db);
  const now = new Date().toISOString();
  await sql`
    insert into ledger_entries (customer_id, kind, amount_cents, note, entry_date, created_at)
    select p.user_id, 'adjustment', p.balance_cents - coalesce(j.total, 0), 'opening balance', ${now.slice(0, 10)}, ${now}
    from customer_profiles p
    left join (select customer_id, sum(amount_cents) as total from ledger_entries group by customer_id) j
      on j.customer_id = p.user_id
    where p.balance_cents <> coalesce(j.total, 0)`.execute(db);
}

/** The journal is never rewritten: a mistake is corrected by a new entry. */
async function appendOnly(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`create function ledger_entries_append_only() returns trigger language plpgsql as $$
      begin raise exception 'ledger_entries is append-only'; end $$`.execute(db);
    await sql`create trigger ledger_entries_append_only before update or delete on ledger_entries
      for each row execute function ledger_entries_append_only()`.execute(db);
    return;
  }
  for (const action of ['update', 'delete'])
    await sql
      .raw(
        `create trigger ledger_entries_no_${action} before ${action} on ledger_entries
         begin select raise(abort, 'ledger_entries is append-only'); end`,
      )
      .execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('ledger_entries').execute();
  if (isPostgres(db)) await sql`drop function ledger_entries_append_only()`.execute(db);
  await db.schema.dropTable('invoice_documents').execute();
}
