import { useOrderDeliveryAddress } from '@/api/delivery-addresses';
import { AddressText } from './address-text';

/** Where an order is delivered (staff): the address it was placed with, its window and notes. */
export function OrderAddress({ orderId }: { orderId: number }) {
  const address = useOrderDeliveryAddress(orderId);
  if (!address.data) return null;
  return (
    <div data-testid="order-delivery-address">
      <AddressText address={address.data} />
    </div>
  );
}
