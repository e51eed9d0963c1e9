import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@shop/contract';
import { apiRequest } from '@/lib/api-client';

export function sendContactMessage(input: ContactRequest) {
  return apiRequest<null>('/contact', { method: 'POST', body: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
