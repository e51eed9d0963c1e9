import { useEffect } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useOrderDeliveryAddress } from '@/api/delivery-addresses';
import { AddressChoice } from '@/components/delivery-addresses/address-choice';
import type { TicketFormValues } from '../ticket-form-values';

/**
 * Which of the customer's addresses a delivery goes to (issue 34, item 10), shown when they
 * have more than one. An edited order starts at the address it was placed with; choosing an
 * address that has a zone sets the order's zone (and so its fee) to it. A duplicate starts at
 * the original's address and sends it (a new order otherwise goes to the profile's), unless
 * that address has left the customer's book since.
 */
export function TicketAddressChoice({
  customerId,
  orderId,
  copiedFrom = null,
}: {
  customerId: number;
  orderId: number | null;
  copiedFrom?: number | null;
}) {
  const { control, setValue } = useFormContext<TicketFormValues>();
  const { field } = useController({ control, name: 'delivery_address_id' });
  const chosen = field.value;
  const from = orderId ?? copiedFrom;
  const placed = useOrderDeliveryAddress(from ?? 0, from !== null && chosen === undefined);
  const placedId = placed.data?.id;
  useEffect(() => {
    if (copiedFrom !== null && chosen === undefined && typeof placedId === 'number')
      setValue('delivery_address_id', placedId);
  }, [copiedFrom, chosen, placedId, setValue]);
  const value = chosen !== undefined ? chosen : (placedId ?? null);
  return (
    <AddressChoice
      owner={{ customerId }}
      value={value}
      onChange={(id, address) => {
        field.onChange(id);
        if (address.delivery_zone) setValue('delivery_zone', address.delivery_zone, { shouldDirty: true });
      }}
    />
  );
}
