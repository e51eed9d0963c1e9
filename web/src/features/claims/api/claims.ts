import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Claim, ClaimDecision, ClaimList, ClaimListParams, ClaimReceived } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest, apiUpload } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { queryString } from '@/lib/query-string';
import { useMutationThatChanges } from '@/lib/stale';
import i18n from '@/i18n';

const fetchList = async (path: string, signal: AbortSignal) =>
  (await apiRequest<ClaimList>(path, { signal, fallbackMessage: i18n.t('claims.errors.fetchMany') })).data;

/** GET /api/claims: the staff queue, filtered and paginated on the server. */
export function useClaimList(query: Partial<ClaimListParams>, enabled = true) {
  return useQuery({
    queryKey: queryKeys.claims.list(query),
    queryFn: ({ signal }) => fetchList(`${apiPath(apiPaths.claims.list)}?${queryString(query)}`, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/customer/claims: the signed-in customer's claims and returns, newest first. */
export function useOwnClaims(page: number, limit: number) {
  return useQuery({
    queryKey: queryKeys.claims.own(page, limit),
    queryFn: ({ signal }) => fetchList(`${apiPath(apiPaths.claims.own)}?${queryString({ page, limit })}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/claims/{id}: one claim with its lines and photos (staff, or its customer). */
export function useClaim(id: number) {
  return useQuery({
    queryKey: queryKeys.claims.detail(id),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ claim: Claim }>(apiPath(apiPaths.claims.claim, { id }), {
          signal,
          fallbackMessage: i18n.t('claims.errors.fetchOne'),
        })
      ).data.claim,
  });
}

/** A claim photo's address at a size (served privately to staff and the claim's customer). */
export const photoUrl = (claimId: number, photoId: number, size: 'thumb' | 'large') =>
  `/api${apiPath(apiPaths.claims.photo, { id: claimId, photoId })}?size=${size}`;

/**
 * POST /api/customer/claims as one multipart request with upload progress; the idempotency key
 * makes a retry give back the claim a lost reply had already made.
 */
export function sendClaim(form: FormData, idempotencyKey: string, onProgress: (fraction: number) => void) {
  return apiUpload<{ claim: Claim }>(apiPath(apiPaths.claims.own), form, {
    headers: { 'Idempotency-Key': idempotencyKey },
    onProgress,
    fallbackMessage: i18n.t('claims.errors.send'),
  });
}

/** PUT /api/claims/{id}/decision: approve, partial, refuse or ask for information. */
export function useDecideClaim(id: number) {
  return useMutationThatChanges(
    (decision: ClaimDecision) =>
      apiRequest<{ claim: Claim }>(apiPath(apiPaths.claims.decision, { id }), {
        method: 'PUT',
        body: decision,
        fallbackMessage: i18n.t('claims.errors.decide'),
      }),
    ['claim'],
  );
}

/** PUT /api/claims/{id}/received: an approved return's goods are back, less the fee and freight. */
export function useReceiveReturn(id: number) {
  return useMutationThatChanges(
    (received: ClaimReceived) =>
      apiRequest<{ claim: Claim }>(apiPath(apiPaths.claims.received, { id }), {
        method: 'PUT',
        body: received,
        fallbackMessage: i18n.t('claims.errors.receive'),
      }),
    ['claim'],
  );
}
