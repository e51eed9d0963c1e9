import { useQuery } from '@tanstack/react-query';
import type { ExchangeRateWrite, LandedCost, LandedCostChange, PurchaseChargeInput } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useMutationThatChanges } from '@/lib/stale';
import i18n from '@/i18n';

const paths = apiPaths.purchasing;

/** GET /api/purchase-orders/{id}/charges: the charges, the rate and each receipt's landed cost. */
export function useLandedCost(id: number) {
  return useQuery({
    queryKey: queryKeys.purchasing.charges(id),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ landed_cost: LandedCost }>(apiPath(paths.charges, { id }), {
          signal,
          fallbackMessage: i18n.t('purchasing.charges.fetchError'),
        })
      ).data.landed_cost,
  });
}

type ChargeChange =
  | { op: 'add'; body: PurchaseChargeInput }
  | { op: 'change'; chargeId: number; body: PurchaseChargeInput }
  | { op: 'remove'; chargeId: number }
  | { op: 'rate'; body: ExchangeRateWrite };

/** POST/PUT/DELETE a charge, PUT the exchange rate: each replies the landed cost and the sales it changed. */
export function useChargeChange(id: number) {
  return useMutationThatChanges(
    (change: ChargeChange) => {
      const fallbackMessage = i18n.t('purchasing.errors.save');
      if (change.op === 'add')
        return apiRequest<LandedCostChange>(apiPath(paths.charges, { id }), {
          method: 'POST',
          body: change.body,
          fallbackMessage,
        });
      if (change.op === 'rate')
        return apiRequest<LandedCostChange>(apiPath(paths.exchangeRate, { id }), {
          method: 'PUT',
          body: change.body,
          fallbackMessage,
        });
      return apiRequest<LandedCostChange>(apiPath(paths.charge, { id, chargeId: change.chargeId }), {
        method: change.op === 'change' ? 'PUT' : 'DELETE',
        ...(change.op === 'change' ? { body: change.body } : {}),
        fallbackMessage,
      });
    },
    ['purchaseOrder'],
  );
}
