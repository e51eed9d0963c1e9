import { useController, useFormContext } from 'react-hook-form';
import { useOrderDeliveryAddress } from '@/api/delivery-addresses';
import { AddressChoice } from '@/components/delivery-addresses';
import type { TicketFormValues } from '../ticket-form-values';

/**
 * Which of the customer's addresses a delivery goes to (issue 34, item 10), shown when they
 * have more than one. An edited order starts at the address it was placed with; choosing an
 * address that has a zone sets the order's zone (and so its fee) to it.
 */
export function TicketAddressChoice({ customerId, orderId }: { customerId: number; orderId: number | null }) {
  const { control, setValue } = useFormContext<TicketFormValues>();
  const { field } = useController({ control, name: 'delivery_address_id' });
  const chosen = field.value;
  const placed = useOrderDeliveryAddress(orderId ?? 0, orderId !== null && chosen === undefined);
  const value = chosen !== undefined ? chosen : (placed.data?.id ?? null);
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
