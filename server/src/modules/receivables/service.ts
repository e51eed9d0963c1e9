import { daysBetween, type Aging, type AgingParams, type CreditStatus, type OpenInvoice } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { businessDate } from '../../lib/business-date.js';
import type { Clock } from '../../lib/clock.js';
import { getCustomerOrThrow } from '../customers/index.js';
import { creditStatus } from '../orders/index.js';
import { openInvoices } from '../payments/index.js';
import { agingPage } from './repository.js';

export interface ReceivablesDeps {
  db: Db;
  clock: Clock;
  config: { creditHoldOverdueDays: number };
}

/** GET /api/receivables/aging: what customers owe on a day (today by default), by age. */
export async function aging(deps: ReceivablesDeps, params: AgingParams): Promise<Aging> {
  const asOf = params.as_of ?? businessDate(deps.clock.now());
  const { rows, totals, total } = await agingPage(deps.db, asOf, params);
  return {
    as_of: asOf,
    customers: rows,
    totals,
    pagination: { page: params.page, limit: params.limit, total },
  };
}

/** Every customer of the aging (the XLSX export): at most one row per customer. */
export async function agingRows(deps: ReceivablesDeps, params: Omit<AgingParams, 'page' | 'limit'>) {
  const asOf = params.as_of ?? businessDate(deps.clock.now());
  return { asOf, ...(await agingPage(deps.db, asOf, { ...params, page: 1, limit: null })) };
}

/** A customer's open invoices, oldest first, with how late each is today. */
export async function customerOpenInvoices(deps: ReceivablesDeps, customerId: number): Promise<OpenInvoice[]> {
  await getCustomerOrThrow(deps.db, customerId);
  const today = businessDate(deps.clock.now());
  return (await openInvoices(deps.db, customerId)).map((i) => ({
    order_id: i.order_id,
    number: i.number,
    invoice_number: i.invoice_number,
    invoiced_on: i.invoiced_on,
    due_on: i.due_on,
    total_cents: i.total_cents,
    paid_cents: i.paid_cents,
    balance_due_cents: i.total_cents - i.paid_cents,
    days_overdue: Math.max(0, daysBetween(i.due_on, today)),
  }));
}

/** The staff order form's credit panel: balance, limit, overdue (credit control's figures). */
export async function customerCredit(deps: ReceivablesDeps, customerId: number): Promise<CreditStatus> {
  await getCustomerOrThrow(deps.db, customerId);
  return creditStatus(deps.db, customerId, businessDate(deps.clock.now()), deps.config.creditHoldOverdueDays);
}
