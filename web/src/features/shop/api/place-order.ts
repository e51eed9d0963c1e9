import type { Order, WebOrderWrite } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { useMutationThatChanges } from '@/lib/stale';
import i18n from '@/i18n';

export interface PlaceOrderInput {
  order: WebOrderWrite;
  /** One per confirmation attempt: a retried request returns the order it already created. */
  idempotencyKey: string;
}

/** POST /api/Customer/Orders: a pending web order; stock and the order lists change with it. */
export function usePlaceOrder() {
  return useMutationThatChanges(
    ({ order, idempotencyKey }: PlaceOrderInput) =>
      apiRequest<{ order: Order }>(apiPath(apiPaths.orders.place), {
        method: 'POST',
        body: order,
        headers: { 'Idempotency-Key': idempotencyKey },
        fallbackMessage: i18n.t('orders.errors.create'),
      }),
    ['order'],
  );
}
