import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@shop/contract/api-paths';
import type { DeliveryAddress, DeliveryAddressWrite } from '@shop/contract/delivery-addresses';
import { deliveryAddressPaths as paths } from '@shop/contract/delivery-address-lines';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useMutationThatChanges } from '@/lib/stale';
import i18n from '@/i18n';

/** Whose addresses: the signed-in florist's own, or a customer's as staff see them. */
export type AddressOwner = 'own' | { customerId: number };

const fail = () => i18n.t('deliveryAddresses.errors.fetch');
const key = (owner: AddressOwner) => queryKeys.deliveryAddresses.list(owner === 'own' ? 'own' : owner.customerId);
const listPath = (owner: AddressOwner) =>
  owner === 'own' ? apiPath(paths.ownList) : apiPath(paths.staffList, { id: owner.customerId });
const onePath = (owner: AddressOwner, addressId: number) =>
  owner === 'own' ? apiPath(paths.ownOne, { addressId }) : apiPath(paths.staffOne, { id: owner.customerId, addressId });

/** GET: the profile's address first (the default), then the others. */
export function deliveryAddressesQuery(owner: AddressOwner) {
  return queryOptions({
    queryKey: key(owner),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ addresses: DeliveryAddress[] }>(listPath(owner), { signal, fallbackMessage: fail() })).data
        .addresses,
  });
}

export const useDeliveryAddresses = (owner: AddressOwner, enabled = true) =>
  useQuery({ ...deliveryAddressesQuery(owner), enabled });

/** Adds (no id) or changes an address; the list is read again. */
export function useSaveDeliveryAddress(owner: AddressOwner) {
  return useMutationThatChanges(
    ({ id, values }: { id: number | null; values: DeliveryAddressWrite }) =>
      apiRequest<{ address: DeliveryAddress }>(id === null ? listPath(owner) : onePath(owner, id), {
        method: id === null ? 'POST' : 'PUT',
        body: values,
        fallbackMessage: i18n.t('deliveryAddresses.errors.save'),
      }),
    ['deliveryAddress'],
  );
}

export function useDeleteDeliveryAddress(owner: AddressOwner) {
  return useMutationThatChanges(
    (id: number) =>
      apiRequest<{ id: number }>(onePath(owner, id), {
        method: 'DELETE',
        fallbackMessage: i18n.t('deliveryAddresses.errors.delete'),
      }),
    ['deliveryAddress'],
  );
}

/** Where an order goes (staff): its copy, or its customer's profile address. */
export function useOrderDeliveryAddress(orderId: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: queryKeys.deliveryAddresses.ofOrder(orderId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ address: DeliveryAddress }>(apiPath(paths.ofOrder, { id: orderId }), {
          signal,
          fallbackMessage: fail(),
        })
      ).data.address,
  });
}
