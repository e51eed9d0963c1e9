import { useQuery } from '@tanstack/react-query';
import type {
  DeliveryDay,
  DeliveryProofInfo,
  DeliveryRun,
  DeliveryRunUpdate,
  DoorPayment,
  DriverOption,
  Language,
} from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { ApiError, apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useMutationThatChanges } from '@/lib/stale';
import i18n from '@/i18n';

/** GET /api/deliveries?date=: the date's runs, the orders in no run and the pickups. */
export function useDeliveryDay(date: string) {
  return useQuery({
    queryKey: queryKeys.deliveries.day(date),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<DeliveryDay>(`${apiPath(apiPaths.deliveries.day)}?date=${encodeURIComponent(date)}`, {
          signal,
          fallbackMessage: i18n.t('deliveries.errors.fetch'),
        })
      ).data,
  });
}

/** POST /api/deliveries/runs: one run per zone of the orders in no run yet. */
export function useCreateRuns() {
  return useMutationThatChanges(
    (date: string) =>
      apiRequest<DeliveryDay>(apiPath(apiPaths.deliveries.runs), {
        method: 'POST',
        body: { date },
        fallbackMessage: i18n.t('deliveries.errors.save'),
      }),
    ['delivery'],
  );
}

/** GET /api/staff/drivers: the active drivers (id, name) a run can be given to. */
export function useDrivers() {
  return useQuery({
    queryKey: queryKeys.deliveries.drivers,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ drivers: DriverOption[] }>(apiPath(apiPaths.staff.drivers), {
          signal,
          fallbackMessage: i18n.t('deliveries.errors.fetch'),
        })
      ).data.drivers,
    staleTime: 60_000,
  });
}

/** PUT /api/deliveries/runs/{id}: a run's driver, a staff driver or a name typed in. */
export function useUpdateRun() {
  return useMutationThatChanges(
    ({ id, ...body }: DeliveryRunUpdate & { id: number }) =>
      apiRequest<{ run: DeliveryRun }>(apiPath(apiPaths.deliveries.run, { id }), {
        method: 'PUT',
        body,
        fallbackMessage: i18n.t('deliveries.errors.save'),
      }),
    ['delivery'],
  );
}

/** PUT /api/deliveries/stops/{id}: a stop to a position of a run. */
export function useMoveStop() {
  return useMutationThatChanges(
    ({ id, run_id, position }: { id: number; run_id: number; position: number }) =>
      apiRequest<{ run: DeliveryRun }>(apiPath(apiPaths.deliveries.stop, { id }), {
        method: 'PUT',
        body: { run_id, position },
        fallbackMessage: i18n.t('deliveries.errors.save'),
      }),
    ['delivery'],
  );
}

/** POST /api/deliveries/pickups/{orderId}: a pickup order collected. */
export function usePickedUp() {
  return useMutationThatChanges(
    (orderId: number) =>
      apiRequest<{ order_id: number }>(apiPath(apiPaths.deliveries.pickedUp, { orderId }), {
        method: 'POST',
        fallbackMessage: i18n.t('deliveries.errors.save'),
      }),
    ['delivery'],
  );
}

/** A run's sheet as a PDF in the reader's language. */
export const runSheetUrl = (id: number, lang: Language) =>
  `/api${apiPath(apiPaths.deliveries.runSheet, { id })}?lang=${lang}`;

/** POST /api/deliveries/runs/{id}/depart: the driver leaves; the customers are told it is on its way. */
export function useDepartRun() {
  return useMutationThatChanges(
    (id: number) =>
      apiRequest<{ run: DeliveryRun }>(apiPath(apiPaths.deliveries.depart, { id }), {
        method: 'POST',
        fallbackMessage: i18n.t('deliveries.errors.save'),
      }),
    ['delivery'],
  );
}

/**
 * POST /api/deliveries/stops/{id}/payment: a payment taken at the door, on the order's invoice.
 * Sent connected only (a payment must not be counted twice): no connection is an error to retry.
 */
export function useDoorPayment() {
  return useMutationThatChanges(
    ({ stopId, ...body }: DoorPayment & { stopId: number }) =>
      apiRequest<{ run: DeliveryRun }>(apiPath(apiPaths.deliveries.payment, { id: stopId }), {
        method: 'POST',
        body,
        fallbackMessage: i18n.t('deliveries.errors.save'),
      }),
    ['delivery'],
  );
}

/** GET /api/deliveries/orders/{orderId}/proof: a delivered order's proof (none: null, nothing shown). */
export function useDeliveryProof(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.deliveries.proof(orderId),
    enabled,
    retry: false,
    queryFn: async ({ signal }) => {
      try {
        return (
          await apiRequest<DeliveryProofInfo>(apiPath(apiPaths.deliveries.proof, { orderId }), {
            signal,
            fallbackMessage: i18n.t('deliveries.errors.fetch'),
          })
        ).data;
      } catch (err) {
        // Delivered without a stop (by the counter, or before the driver's page): no proof.
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
  });
}

/** The proof image (signature or photo) of a delivered order: private, for staff with orders. */
export const deliveryProofImageUrl = (orderId: number) => `/api${apiPath(apiPaths.deliveries.signature, { orderId })}`;
