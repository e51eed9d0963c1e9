import type { Order, WebOrderWrite } from '@shop/contract';
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
      apiRequest<{ order: Order }>('/Customer/Orders', {
        method: 'POST',
        body: order,
        headers: { 'Idempotency-Key': idempotencyKey },
        fallbackMessage: i18n.t('orders.errors.create'),
      }),
    ['order'],
  );
}
