import {
  apiPath,
  apiPaths,
  type Language,
  type OrderPayment,
  type Statement,
  type StatementEntry,
} from '@shop/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { businessDate } from '../../lib/business-date.js';
import type { Clock } from '../../lib/clock.js';
import { getCustomerOrThrow } from '../customers/index.js';
import { invoicesWithPaid, orderPayment, presentPayment, listPayments, type Period } from '../payments/index.js';
import { documentFileName, renderPaymentsPdf, renderStatementPdf, type DocumentContext } from './pdf.js';
import { statementRows, type StatementRows } from './repository.js';

/** A downloaded document prints at most this many entries (a longer one asks for a shorter period). */
export const DOCUMENT_MAX_ROWS = 5000;

export interface StatementDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'business'>;
}

type EntryRow = StatementRows['rows'][number];

/**
 * What is paid and owed today of the invoices among the rows that are still their order's
 * invoice (not replaced nor cancelled), by document number: one query for the page.
 */
async function invoicePayments(db: Db, rows: EntryRow[], today: string): Promise<Map<string, OrderPayment>> {
  const orderIds = rows.flatMap((r) => (r.kind === 'invoice' && r.order_id !== null ? [r.order_id] : []));
  if (orderIds.length === 0) return new Map();
  // invoicesWithPaid keeps the issued invoices of orders not cancelled, each with its current number.
  const invoices = await db
    .selectFrom(invoicesWithPaid(db).as('i'))
    .selectAll()
    .where('i.order_id', 'in', orderIds)
    .execute();
  return new Map(
    invoices.map((i) => [
      i.invoice_number,
      orderPayment(
        {
          type: 'order',
          status: 'invoiced',
          invoice_number: i.invoice_number,
          total_cents: Number(i.total_cents),
          due_on: i.due_on,
        },
        Number(i.paid_cents),
        today,
      ),
    ]),
  );
}

function presentEntry(row: EntryRow, payments: Map<string, OrderPayment>): StatementEntry {
  return {
    kind: row.kind,
    id: row.entry_id,
    date: row.entry_date,
    number: row.doc_number,
    reference: row.reference,
    method: row.method,
    invoicePdf:
      row.order_id === null
        ? null
        : `/api${apiPath(apiPaths.orders.documentPdf, { id: row.order_id, documentId: row.entry_id })}`,
    amount_cents: row.amount_cents,
    balance_cents: row.balance_cents,
    payment: (row.kind === 'invoice' && row.doc_number !== null && payments.get(row.doc_number)) || null,
  };
}

/** GET /api/customer/statement/{id}: a page of the customer's statement for a period. */
export async function getStatement(
  { db, clock }: Pick<StatementDeps, 'db' | 'clock'>,
  customerId: number,
  query: Period & { page: number; limit: number; order: 'asc' | 'desc' },
): Promise<Statement> {
  const customer = await getCustomerOrThrow(db, customerId);
  const { page, limit, from, to, order } = query;
  const statement = await statementRows(
    db,
    customerId,
    { from, to },
    { limit, offset: (page - 1) * limit, newestFirst: order === 'desc' },
  );
  const payments = await invoicePayments(db, statement.rows, businessDate(clock.now()));
  return {
    customer: { id: customer.id, businessName: customer.business_name, balance_cents: customer.balance_cents },
    period: { from: from ?? null, to: to ?? null },
    opening_balance_cents: statement.opening_cents,
    closing_balance_cents: statement.closing_cents,
    entries: statement.rows.map((row) => presentEntry(row, payments)),
    pagination: { page, limit, total: statement.total },
  };
}

export interface PdfFile {
  pdf: Buffer;
  filename: string;
}

/**
 * What a document is made for: the customer, the period, and `reader`, the language it is
 * written in (asked for with ?lang=, else the reader's own): data of the document, as an
 * e-mail's language is its recipient's.
 */
async function documentContext(
  deps: StatementDeps,
  customerId: number,
  period: Period,
  reader: Language,
): Promise<DocumentContext> {
  const customer = await getCustomerOrThrow(deps.db, customerId);
  return { business: deps.config.business, customer, period, today: businessDate(deps.clock.now()), language: reader };
}

/** The statement of a period as a PDF in the reader's language. */
export async function statementPdf(
  deps: StatementDeps,
  customerId: number,
  period: Period,
  reader: Language,
): Promise<PdfFile> {
  const ctx = await documentContext(deps, customerId, period, reader);
  const statement = await statementRows(deps.db, customerId, period, { limit: DOCUMENT_MAX_ROWS, offset: 0 });
  return { pdf: await renderStatementPdf(statement, ctx), filename: documentFileName('statement', ctx) };
}

/** The payments of a period as a PDF in the reader's language. */
export async function paymentsPdf(
  deps: StatementDeps,
  customerId: number,
  period: Period,
  reader: Language,
): Promise<PdfFile> {
  const ctx = await documentContext(deps, customerId, period, reader);
  const { rows, total } = await listPayments(deps.db, customerId, DOCUMENT_MAX_ROWS, 0, period);
  return {
    pdf: await renderPaymentsPdf({ rows: rows.map(presentPayment), total }, ctx),
    filename: documentFileName('payments', ctx),
  };
}
