import { useQuery } from '@tanstack/react-query';
import type {
  CustomerDetail,
  CustomerListQuery,
  CustomerWrite,
  InvoiceType,
  ToggleCustomerRequest,
  Customer,
} from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { customerListQuery } from '@/api/customers';
import { apiRequest } from '@/lib/api-client';
import { useMutationThatChanges } from '@/lib/stale';
import i18n from '@/i18n';

const fail = (key: string) => i18n.t(`customers.errors.${key}`);

// Reading one customer or a page of them is shared with other screens: '@/api/customers'.
export const useCustomerList = (query: CustomerListQuery) => useQuery(customerListQuery(query));

/** Every change to a customer refreshes the lists, that customer and what names them. */
const useCustomerMutation = <I, O>(mutationFn: (input: I) => Promise<O>) =>
  useMutationThatChanges(mutationFn, ['customer']);

/** POST /api/customers: multipart, with the optional document. */
export function useCreateCustomer() {
  return useCustomerMutation(async ({ values, document }: { values: CustomerWrite; document: File | null }) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(values))
      if (value !== undefined && value !== null) form.append(key, String(value));
    if (document) form.append('document', document);
    return apiRequest<{ customer: CustomerDetail }>(apiPath(apiPaths.customers.list), {
      method: 'POST',
      body: form,
      fallbackMessage: fail('create'),
    });
  });
}

export function useUpdateCustomer(id: number) {
  return useCustomerMutation((values: CustomerWrite) =>
    apiRequest<{ customer: CustomerDetail }>(apiPath(apiPaths.customers.one, { id }), {
      method: 'PUT',
      body: values,
      fallbackMessage: fail('update'),
    }),
  );
}

export function useDeleteCustomer() {
  return useCustomerMutation((id: number) =>
    apiRequest<{ customer: CustomerDetail }>(apiPath(apiPaths.customers.one, { id }), {
      method: 'DELETE',
      fallbackMessage: fail('delete'),
    }),
  );
}

export function useToggleCustomer() {
  return useCustomerMutation(({ id, ...body }: ToggleCustomerRequest & { id: number }) =>
    apiRequest<{ customer: Customer }>(apiPath(apiPaths.customers.toggle, { id }), {
      method: 'PUT',
      body,
      fallbackMessage: fail('toggle'),
    }),
  );
}

export function useUpdateInvoiceType(id: number) {
  return useCustomerMutation((invoice_type: InvoiceType) =>
    apiRequest<{ customer: CustomerDetail }>(apiPath(apiPaths.customers.invoiceType, { id }), {
      method: 'PUT',
      body: { invoice_type },
      fallbackMessage: fail('invoiceType'),
    }),
  );
}
