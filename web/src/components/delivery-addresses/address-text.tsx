import { useTranslation } from 'react-i18next';
import type { DeliveryAddress } from '@shop/contract/delivery-addresses';
import { deliveryAddressLine, deliveryWindowText } from '@shop/contract/delivery-address-lines';

/** An address's name: its label, or "Main address (profile)" for the profile's. */
export function useAddressName() {
  const { t } = useTranslation();
  return (a: DeliveryAddress) => a.label ?? t('deliveryAddresses.main');
}

/** One address as read: name, the address on a line, the window and the driver's notes. */
export function AddressText({ address, showName = true }: { address: DeliveryAddress; showName?: boolean }) {
  const { t } = useTranslation();
  const name = useAddressName();
  const window = deliveryWindowText(address);
  return (
    <div className="min-w-0 break-words">
      {showName && <p className="font-semibold text-leaf-900">{name(address)}</p>}
      <p>{deliveryAddressLine(address)}</p>
      {window && <p className="text-sm text-gray-700">{t('deliveryAddresses.windowLine', { window })}</p>}
      {address.driver_notes && (
        <p className="text-sm text-gray-700">{t('deliveryAddresses.notesLine', { notes: address.driver_notes })}</p>
      )}
    </div>
  );
}
