import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  OccurrenceLine,
  Occurrence,
  OwnStandingOrderWrite,
  StandingOrder,
  StandingOrderList,
  StandingReminderSetting,
} from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useMutationThatChanges } from '@/lib/stale';
import i18n from '@/i18n';

/** The florist's own standing orders (/api/customer/standing-orders) or staff's (/api/standing-orders). */
export type Scope = 'own' | 'staff';
/** What is written: the florist's own, or staff's for a customer. */
export type StandingWrite = OwnStandingOrderWrite & { customer_id?: number };

const p = apiPaths.standingOrders;
const PATHS = {
  own: { list: p.ownList, one: p.own, skip: p.ownSkip, occurrences: p.ownOccurrences, occurrence: p.ownOccurrence },
  staff: { list: p.list, one: p.one, skip: p.skip, occurrences: p.occurrences, occurrence: p.occurrence },
} as const;
export const PAGE_SIZE = 10;

/** A page of standing orders, newest first (paginated on the server). */
export function useStandingOrders(scope: Scope, page: number, customerId: number | null = null) {
  const query = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE) });
  if (customerId !== null) query.set('customer_id', String(customerId));
  return useQuery({
    queryKey: queryKeys.standingOrders.list(scope, page, PAGE_SIZE, customerId),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<StandingOrderList>(`${apiPath(PATHS[scope].list)}?${query}`, {
          signal,
          fallbackMessage: i18n.t('standingOrders.errors.fetch'),
        })
      ).data,
  });
}

/** The next eight weeks of a standing order's occurrences. */
export function useOccurrences(scope: Scope, id: number) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.standingOrders.occurrences(scope, id),
      queryFn: async ({ signal }) =>
        (
          await apiRequest<{ occurrences: Occurrence[] }>(apiPath(PATHS[scope].occurrences, { id }), {
            signal,
            fallbackMessage: i18n.t('standingOrders.errors.fetch'),
          })
        ).data.occurrences,
    }),
  );
}

/** POST (no id) or PUT (an id) a standing order; a PUT with status paused pauses it. */
export function useSaveStandingOrder(scope: Scope) {
  return useMutationThatChanges(
    ({ id, body }: { id?: number; body: StandingWrite }) =>
      apiRequest<{ standing_order: StandingOrder }>(
        id === undefined ? apiPath(PATHS[scope].list) : apiPath(PATHS[scope].one, { id }),
        { method: id === undefined ? 'POST' : 'PUT', body, fallbackMessage: i18n.t('standingOrders.errors.save') },
      ),
    ['standingOrder'],
  );
}

/** DELETE: the standing order ends (what it made stays). */
export function useEndStandingOrder(scope: Scope) {
  return useMutationThatChanges(
    (id: number) =>
      apiRequest<{ standing_order: StandingOrder }>(apiPath(PATHS[scope].one, { id }), {
        method: 'DELETE',
        fallbackMessage: i18n.t('standingOrders.errors.save'),
      }),
    ['standingOrder'],
  );
}

/** POST …/skip {date}. */
export function useSkipOccurrence(scope: Scope) {
  return useMutationThatChanges(
    ({ id, date }: { id: number; date: string }) =>
      apiRequest<{ occurrences: Occurrence[] }>(apiPath(PATHS[scope].skip, { id }), {
        method: 'POST',
        body: { date },
        fallbackMessage: i18n.t('standingOrders.errors.save'),
      }),
    ['standingOrder'],
  );
}

/** PUT …/occurrences/{date} {lines}: that one occurrence's quantities. */
export function useChangeOccurrence(scope: Scope) {
  return useMutationThatChanges(
    ({ id, date, lines }: { id: number; date: string; lines: OccurrenceLine[] }) =>
      apiRequest<{ occurrences: Occurrence[] }>(apiPath(PATHS[scope].occurrence, { id, date }), {
        method: 'PUT',
        body: { lines },
        fallbackMessage: i18n.t('standingOrders.errors.save'),
      }),
    ['standingOrder'],
  );
}

/** GET/PUT /api/customer/standing-orders/reminders (the florist's profile). */
export function useReminderSetting() {
  return useQuery({
    queryKey: queryKeys.standingOrders.reminders,
    queryFn: async ({ signal }) => (await apiRequest<StandingReminderSetting>(apiPath(p.reminders), { signal })).data,
  });
}

export function useSetReminderSetting() {
  return useMutationThatChanges(
    (body: StandingReminderSetting) =>
      apiRequest<StandingReminderSetting>(apiPath(p.reminders), {
        method: 'PUT',
        body,
        fallbackMessage: i18n.t('standingOrders.errors.save'),
      }),
    ['standingOrder'],
  );
}

/** The body that writes a standing order back as it is, but for `changes` (pause, resume). */
export function writeOf(s: StandingOrder, changes: Partial<StandingWrite> = {}): StandingWrite {
  return {
    delivery_method: s.delivery_method,
    delivery_zone: (s.delivery_zone as StandingWrite['delivery_zone']) ?? null,
    lines: s.lines.map((l) => ({ product_id: l.product_id, pack_id: l.pack_id, quantity: l.quantity })),
    every_weeks: s.every_weeks,
    weekdays: s.weekdays,
    dates: s.dates,
    starts_on: s.starts_on,
    ends_on: s.ends_on,
    lead_days: s.lead_days,
    closed_day_shift: s.closed_day_shift,
    status: s.status === 'paused' ? 'paused' : 'active',
    notes: s.notes,
    ...changes,
  };
}
