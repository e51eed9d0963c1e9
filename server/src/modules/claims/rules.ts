import { CLAIM_REASONS, CLAIM_RULES, daysBetween, RETURN_REASONS, type ClaimKind } from '@shop/contract';
import { businessDate } from '../../lib/business-date.js';

const HOUR_MS = 3_600_000;

/**
 * SPEC §9's windows, from the moment the order was delivered (or picked up): fresh flowers are
 * reported within 24 hours (a duration: 24 h 00 min is in time, 24 h 01 min is not); dry goods
 * are returned within 14 days, counted in Montreal business days (day 14 is in time).
 */
export function withinWindow(kind: ClaimKind, deliveredAt: string, now: Date): boolean {
  if (kind === 'claim') return now.getTime() - Date.parse(deliveredAt) <= CLAIM_RULES.claimWindowHours * HOUR_MS;
  return daysBetween(businessDate(new Date(deliveredAt)), businessDate(now)) <= CLAIM_RULES.returnWindowDays;
}

/** The reasons a line may give for its kind: a problem, or why it is sent back. */
export function reasonFits(kind: ClaimKind, reason: string): boolean {
  return (kind === 'claim' ? (CLAIM_REASONS as readonly string[]) : (RETURN_REASONS as readonly string[])).includes(
    reason,
  );
}

/** RA-YYYY-NNNNN: the return authorization number of a claim, from its id and the year approved. */
export function raNumber(claimId: number, today: string): string {
  return `RA-${today.slice(0, 4)}-${String(claimId).padStart(5, '0')}`;
}
