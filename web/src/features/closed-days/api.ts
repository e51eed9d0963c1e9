import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClosedDay, ClosedDayCreate, ClosedDaysList, ClosedDayWrite } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useMutationThatChanges } from '@/lib/stale';
import { useAuthUser } from '@/lib/use-auth-user';
import i18n from '@/i18n';

/**
 * GET /api/closed-days (from today for a year), for anyone signed in: also one of the shop's
 * first reads, drawn with it by the server and handed over (shop-loader.ts).
 */
export function closedDaysQuery() {
  return queryOptions({
    queryKey: queryKeys.closedDays.list,
    staleTime: 10 * 60_000,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<ClosedDaysList>(apiPath(apiPaths.closedDays.list), {
          signal,
          fallbackMessage: i18n.t('closedDays.errors.fetch'),
        })
      ).data.closed_days,
  });
}

/** The closed days; nothing asked when signed out. */
export function useClosedDays() {
  const signedIn = useAuthUser() !== null;
  return useQuery({ ...closedDaysQuery(), enabled: signedIn });
}

const NO_DAYS: ClosedDay[] = [];

/** The closed days of the coming year by date, for the delivery-day rules (contract/delivery.ts). */
export function useClosedDayMap(): ReadonlyMap<string, ClosedDay> {
  const days = useClosedDays().data ?? NO_DAYS;
  return new Map(days.map((d) => [d.date, d]));
}

/**
 * POST /api/closed-days (owner, office): a day with orders for delivery is refused (409
 * CLOSED_DAY_HAS_ORDERS, saying how many) unless `confirm_orders`.
 */
export function useAddClosedDay() {
  return useMutationThatChanges(
    (body: ClosedDayCreate) =>
      apiRequest<{ closed_day: ClosedDay; orders_on_day: number }>(apiPath(apiPaths.closedDays.list), {
        method: 'POST',
        body,
        fallbackMessage: i18n.t('closedDays.errors.save'),
      }),
    ['closedDays'],
  );
}

/** PUT /api/closed-days/{date}: its names. */
export function useRenameClosedDay() {
  return useMutationThatChanges(
    ({ date, ...body }: ClosedDayWrite) =>
      apiRequest<{ closed_day: ClosedDay }>(apiPath(apiPaths.closedDays.one, { date }), {
        method: 'PUT',
        body,
        fallbackMessage: i18n.t('closedDays.errors.save'),
      }),
    ['closedDays'],
  );
}

/** DELETE /api/closed-days/{date}. */
export function useRemoveClosedDay() {
  return useMutationThatChanges(
    (date: string) =>
      apiRequest<{ date: string }>(apiPath(apiPaths.closedDays.one, { date }), {
        method: 'DELETE',
        fallbackMessage: i18n.t('closedDays.errors.remove'),
      }),
    ['closedDays'],
  );
}
