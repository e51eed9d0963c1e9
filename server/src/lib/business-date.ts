import { montrealTime } from '@shop/contract';

/** The business day ('YYYY-MM-DD') in Montreal at the given instant. */
export function businessDate(instant: Date): string {
  return montrealTime(instant).date;
}
