import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';

export function sendContactMessage(input: ContactRequest) {
  return apiRequest<null>(apiPath(apiPaths.contact), { method: 'POST', body: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
