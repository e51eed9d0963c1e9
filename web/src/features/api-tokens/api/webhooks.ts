import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPath } from '@shop/contract/api-paths';
import {
  webhookPaths,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookWrite,
} from '@shop/contract/webhooks';
import type { Pagination } from '@shop/contract';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useMutationThatChanges } from '@/lib/stale';
import i18n from '@/i18n';

/** GET /api/webhooks: the user's endpoints, and the events the server lets them receive. */
export function useWebhooks() {
  return useQuery({
    queryKey: queryKeys.apiTokens.webhooks,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ webhooks: Webhook[]; events: WebhookEvent[] }>(apiPath(webhookPaths.list), {
          signal,
          fallbackMessage: i18n.t('webhooks.errors.fetch'),
        })
      ).data,
  });
}

export const DELIVERIES_PER_PAGE = 10;

/** GET /api/webhooks/:id/deliveries: one page of an endpoint's log, read when it is opened. */
export function useWebhookDeliveries(id: number, page: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.apiTokens.deliveries(id, page),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ deliveries: WebhookDelivery[]; pagination: Pagination }>(
          `${apiPath(webhookPaths.deliveries, { id })}?page=${page}&limit=${DELIVERIES_PER_PAGE}`,
          { signal, fallbackMessage: i18n.t('webhooks.errors.fetch') },
        )
      ).data,
  });
}

/** POST /api/webhooks: the reply carries the signing secret, this once. */
export function useCreateWebhook() {
  return useMutationThatChanges(
    (write: WebhookWrite) =>
      apiRequest<{ webhook: Webhook; secret: string }>(apiPath(webhookPaths.list), {
        method: 'POST',
        body: write,
        fallbackMessage: i18n.t('webhooks.errors.create'),
      }),
    ['apiToken'],
  );
}

export function useDeleteWebhook() {
  return useMutationThatChanges(
    (id: number) =>
      apiRequest<{ webhook: Webhook }>(apiPath(webhookPaths.one, { id }), {
        method: 'DELETE',
        fallbackMessage: i18n.t('webhooks.errors.delete'),
      }),
    ['apiToken'],
  );
}

/** POST .../resend: the same event as a new delivery, sent within seconds. */
export function useResendDelivery() {
  return useMutationThatChanges(
    ({ id, deliveryId }: { id: number; deliveryId: number }) =>
      apiRequest<{ delivery: WebhookDelivery }>(apiPath(webhookPaths.resend, { id, deliveryId }), {
        method: 'POST',
        fallbackMessage: i18n.t('webhooks.errors.resend'),
      }),
    ['apiToken'],
  );
}
