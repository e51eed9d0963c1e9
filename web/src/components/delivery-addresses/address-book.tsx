import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryAddress, DeliveryAddressWrite } from '@shop/contract/delivery-addresses';
import { QueryStatus } from '@/components/query-status';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { withToasts } from '@/lib/toast-action';
import {
  useDeleteDeliveryAddress,
  useDeliveryAddresses,
  useSaveDeliveryAddress,
  type AddressOwner,
} from '@/api/delivery-addresses';
import { AddressForm } from './address-form';
import { AddressText, useAddressName } from './address-text';

/**
 * A customer's delivery addresses (issue 34, item 10): the profile's first (the default, changed
 * in the profile), then the others, each changed or deleted here; `canWrite` false shows them only.
 */
export function AddressBook({ owner, canWrite = true }: { owner: AddressOwner; canWrite?: boolean }) {
  const { t } = useTranslation();
  const name = useAddressName();
  const addresses = useDeliveryAddresses(owner);
  const save = useSaveDeliveryAddress(owner);
  const remove = useDeleteDeliveryAddress(owner);
  const [editing, setEditing] = useState<DeliveryAddress | 'new' | null>(null);
  if (!addresses.data) return <QueryStatus query={addresses} />;

  const onSave = async (values: DeliveryAddressWrite) => {
    const id = editing === 'new' || editing === null ? null : editing.id;
    const done = await withToasts(
      () => save.mutateAsync({ id, values }),
      t('deliveryAddresses.errors.save'),
      () => t(id === null ? 'deliveryAddresses.added' : 'deliveryAddresses.saved'),
    );
    if (done) setEditing(null);
    return !!done;
  };

  return (
    <div className="space-y-4">
      <ul className="space-y-3" aria-label={t('deliveryAddresses.title')}>
        {addresses.data.map((a) => (
          <li
            key={a.id ?? 'profile'}
            className="flex flex-wrap items-start justify-between gap-3 rounded-xl p-3 ring-1 ring-leaf-100"
          >
            <div className="min-w-0 flex-1">
              <AddressText address={a} />
              {a.is_default && <p className="text-sm text-gray-700">{t('deliveryAddresses.defaultHint')}</p>}
            </div>
            {canWrite && a.id !== null && (
              <div className="flex gap-2">
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => setEditing(a)}
                  aria-label={t('deliveryAddresses.editOne', { name: name(a) })}
                >
                  {t('deliveryAddresses.edit')}
                </button>
                <ConfirmDialog
                  trigger={
                    <button
                      type="button"
                      className="btn btn-secondary"
                      aria-label={t('deliveryAddresses.deleteOne', { name: name(a) })}
                    >
                      {t('deliveryAddresses.delete')}
                    </button>
                  }
                  title={t('deliveryAddresses.deleteTitle')}
                  description={t('deliveryAddresses.deleteText', { name: name(a) })}
                  confirmLabel={t('deliveryAddresses.delete')}
                  onConfirm={() =>
                    void withToasts(
                      () => remove.mutateAsync(a.id!),
                      t('deliveryAddresses.errors.delete'),
                      () => t('deliveryAddresses.deleted'),
                    )
                  }
                />
              </div>
            )}
          </li>
        ))}
      </ul>
      {canWrite &&
        (editing ? (
          <AddressForm
            key={editing === 'new' ? 'new' : editing.id}
            address={editing === 'new' ? null : editing}
            onSave={onSave}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            {t('deliveryAddresses.add')}
          </button>
        ))}
    </div>
  );
}
