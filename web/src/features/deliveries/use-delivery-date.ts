import { montrealTime } from '@shop/contract/delivery';
import { useListParams } from '@/lib/use-list-params';
import { useNow } from '@/lib/use-now';

const isDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/**
 * The date the runs are for, kept in the address (?date=, absent for today in Montreal), and
 * the change of it: what the staff page and the driver's page share.
 */
export function useDeliveryDate() {
  const { params, update } = useListParams();
  const today = montrealTime(useNow(60_000)).date;
  const date = isDay(params.get('date')) ?? today;
  const setDate = (value: string, extra: Record<string, string | null> = {}) =>
    update({ date: value && value !== today ? value : null, ...extra });
  return { date, setDate, params, update };
}
