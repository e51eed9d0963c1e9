import { BUSINESS_TIME_ZONE } from '@shop/contract';

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The business day ('YYYY-MM-DD') in Montreal at the given instant. */
export function businessDate(instant: Date): string {
  return formatter.format(instant);
}
