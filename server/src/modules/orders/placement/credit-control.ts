import { daysBetween, type CreditHoldReason, type CreditStatus } from '@shop/contract';
import type { Db } from '../../../db/connection.js';
import { DomainError } from '../../../errors/domain-error.js';
import { creditProfileOf } from '../../customers/index.js';
import { openPaymentCreditOf, overdueOf } from '../../payments/index.js';

/**
 * Credit control (issue 12, item 7; docs/decisions/015-receivables.md): a customer's balance
 * against their limit, and how long their oldest open invoice is overdue.
 */
export async function creditStatus(
  db: Db,
  customerId: number,
  today: string,
  holdAfterDays: number,
): Promise<CreditStatus> {
  const profile = await creditProfileOf(db, customerId);
  const overdue = await overdueOf(db, customerId, today);
  return {
    balance_cents: profile.balance_cents,
    credit_limit_cents: profile.credit_limit_cents,
    overdue_cents: overdue.overdue_cents,
    oldest_overdue_days: overdue.oldest_due_on ? daysBetween(overdue.oldest_due_on, today) : 0,
    hold_after_days: holdAfterDays,
    open_credit_cents: await openPaymentCreditOf(db, customerId),
  };
}

/**
 * Why an order adding `addedCents` to the customer's balance is held, or null: the balance
 * would pass the credit limit, or an invoice is overdue more than the setting's days.
 */
export async function creditHoldReason(
  db: Db,
  customerId: number,
  addedCents: number,
  today: string,
  holdAfterDays: number,
): Promise<CreditHoldReason | null> {
  // The open credit of creditStatus plays no part here: not read on every order placed.
  const profile = await creditProfileOf(db, customerId);
  if (profile.credit_limit_cents !== null && profile.balance_cents + addedCents > profile.credit_limit_cents)
    return 'over_limit';
  const overdue = await overdueOf(db, customerId, today);
  if (overdue.overdue_cents > 0 && overdue.oldest_due_on && daysBetween(overdue.oldest_due_on, today) > holdAfterDays)
    return 'overdue';
  return null;
}

/** The columns that record a staff override of credit control: the reason, who and when. */
export interface CreditOverride {
  credit_override_reason: string;
  credit_override_by: number;
  credit_override_at: string;
}

/**
 * A staff action (create, edit, confirm, convert) past credit control: refused (409
 * CREDIT_HOLD, with the reason) unless staff give an override reason, which is then recorded
 * on the order with the staff member. Null when the order is not held.
 */
export async function staffCreditCheck(
  trx: Db,
  check: { customerId: number; addedCents: number; today: string; holdAfterDays: number },
  override: { reason: string | undefined; staffId: number; nowIso: string },
): Promise<CreditOverride | null> {
  const reason = await creditHoldReason(trx, check.customerId, check.addedCents, check.today, check.holdAfterDays);
  if (!reason) return null;
  if (!override.reason) throw new DomainError('CREDIT_HOLD', { reason });
  return {
    credit_override_reason: override.reason,
    credit_override_by: override.staffId,
    credit_override_at: override.nowIso,
  };
}
