import { addDays, type Language } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/errors.js';
import { businessDate } from '../../lib/business-date.js';
import { removeFile, storeFile } from '../../lib/stored-files.js';
import type { FileStore } from '../files/index.js';
import { statementRecipients } from '../customers/index.js';
import { enqueueMail, statementMail } from '../mail/index.js';
import { customersInvoicedIn } from '../orders/index.js';
import { customersPaidIn } from '../payments/index.js';
import { claimScheduledSend, recordStaffSend, wasSent } from './send-repository.js';
import { statementPdf, type PdfFile, type StatementDeps } from './service.js';

export type MonthlyDeps = StatementDeps & { files: FileStore };

/** The first and last day of a month 'YYYY-MM'. */
export function monthPeriod(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  const next = addDays(`${month}-28`, 4).slice(0, 7);
  return { from, to: addDays(`${next}-01`, -1) };
}

/** The month before the one of `day`. */
export const previousMonth = (day: string) => addDays(`${day.slice(0, 7)}-01`, -1).slice(0, 7);

/** The first Monday-to-Friday of the month of `day` (public holidays are not known here). */
export function firstBusinessDay(day: string): string {
  let first = `${day.slice(0, 7)}-01`;
  while ([0, 6].includes(new Date(`${first}T12:00:00Z`).getUTCDay())) first = addDays(first, 1);
  return first;
}

/**
 * GET /api/customers/{id}/statement.pdf?month=: the balance-forward statement of a month
 * (balance brought forward, the month's documents and payments, balance carried forward), in
 * the customer's language unless another is asked for.
 */
export async function monthlyStatementPdf(
  deps: StatementDeps,
  customerId: number,
  month: string,
  reader: Language | undefined,
  customerLanguage: (id: number) => Promise<Language>,
): Promise<PdfFile> {
  return statementPdf(deps, customerId, monthPeriod(month), reader ?? (await customerLanguage(customerId)));
}

/** Who gets the statement of a month: activity in it, or an open balance. */
export async function monthRecipients(db: Db, month: string) {
  const { from, to } = monthPeriod(month);
  return statementRecipients(db, customersInvoicedIn(db, from, to).union(customersPaidIn(db, from, to)));
}
export type Recipient = Awaited<ReturnType<typeof monthRecipients>>[number];

/**
 * Queues one customer's statement of a month, its PDF attached. 'schedule' sends it once per
 * customer and month, also with several servers: the claim row and the e-mail are written in
 * one transaction, and a claim that loses the race rolls back (false). 'staff' always sends.
 */
export async function queueStatement(
  deps: MonthlyDeps,
  recipient: Recipient,
  month: string,
  trigger: 'schedule' | 'staff',
): Promise<boolean> {
  const { db, clock, config } = deps;
  if (trigger === 'schedule' && (await wasSent(db, recipient.id, month))) return false;
  const file = await statementPdf(deps, recipient.id, monthPeriod(month), recipient.language);
  const stored = await storeFile(deps.files, 'statements', file.pdf, 'pdf', 'application/pdf');
  const nowIso = clock.now().toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      if (trigger === 'schedule') await claimScheduledSend(trx, recipient.id, month, nowIso);
      else await recordStaffSend(trx, recipient.id, month, nowIso);
      await enqueueMail(trx, clock, {
        template: 'monthly-statement',
        language: recipient.language,
        to: recipient.email,
        mail: statementMail(recipient.language, config.business, recipient.business_owner_name, month),
        attachments: [{ filename: file.filename, contentType: 'application/pdf', path: stored }],
      });
    });
    return true;
  } catch (err) {
    await removeFile(deps.files, stored);
    if (trigger === 'schedule' && isUniqueViolation(err)) return false;
    throw err;
  }
}

/**
 * The scheduled job: from the first business day of a month on, the statements of the month
 * before go to every customer with activity in it or an open balance, each once. Run it as
 * often as wanted (every hour, on every server): what was queued is skipped. Gives how many
 * were queued by this run.
 */
export async function runMonthlyStatements(deps: MonthlyDeps): Promise<{ month: string; queued: number } | null> {
  const today = businessDate(deps.clock.now());
  if (today < firstBusinessDay(today)) return null;
  const month = previousMonth(today);
  let queued = 0;
  for (const recipient of await monthRecipients(deps.db, month))
    if (await queueStatement(deps, recipient, month, 'schedule')) queued += 1;
  return { month, queued };
}
