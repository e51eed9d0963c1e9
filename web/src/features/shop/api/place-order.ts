import type { Order, WebOrderWrite } from '@shop/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { catalogKeys } from '@/features/catalog/api/products';
import { customerOrderKeys } from '@/features/customer-orders/api/customer-orders';
import i18n from '@/i18n';

export interface PlaceOrderInput {
  order: WebOrderWrite;
  /** One per confirmation attempt: a retried request returns the order it already created. */
  idempotencyKey: string;
}

/** POST /api/Customer/Orders: a pending web order; stock and the order lists change with it. */
export function usePlaceOrder() {
  return useInvalidatingMutation(
    ({ order, idempotencyKey }: PlaceOrderInput) =>
      apiRequest<{ order: Order }>('/Customer/Orders', {
        method: 'POST',
        body: order,
        headers: { 'Idempotency-Key': idempotencyKey },
        fallbackMessage: i18n.t('orders.errors.create'),
      }),
    [catalogKeys.all, customerOrderKeys.all],
  );
}
