import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryAddress } from '@shop/contract/delivery-addresses';
import { deliveryAddressLine } from '@shop/contract/delivery-address-lines';
import { useDeliveryAddresses, type AddressOwner } from '@/api/delivery-addresses';
import { useAddressName } from './address-text';

/**
 * Where an order goes, when the customer has more than one address (issue 34, item 10): the
 * profile's (the default, null) is preselected. Shows nothing with one address only.
 */
export function AddressChoice({
  owner,
  value,
  onChange,
}: {
  owner: AddressOwner;
  value: number | null;
  onChange: (id: number | null, address: DeliveryAddress) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const name = useAddressName();
  const addresses = useDeliveryAddresses(owner).data ?? [];
  if (addresses.length < 2) return null;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="font-medium text-leaf-900">
        {t('deliveryAddresses.choose')}
      </label>
      <select
        id={id}
        className="input"
        data-testid="delivery-address"
        value={value === null ? '' : String(value)}
        onChange={(e) => {
          const chosen = addresses.find((a) => String(a.id ?? '') === e.target.value);
          if (chosen) onChange(chosen.id, chosen);
        }}
      >
        {addresses.map((a) => (
          <option key={a.id ?? 'profile'} value={a.id === null ? '' : String(a.id)}>
            {`${name(a)} — ${deliveryAddressLine(a)}`}
          </option>
        ))}
      </select>
    </div>
  );
}
