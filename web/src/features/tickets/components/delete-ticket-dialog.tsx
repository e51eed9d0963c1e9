import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks before deleting an order, and whether its stock goes back to the inventory (updateInv):
 * the ConfirmDialog with one more question, so it is its own dialog.
 */
export function DeleteTicketDialog({
  number,
  trigger,
  onConfirm,
}: {
  number: string;
  trigger: React.ReactNode;
  onConfirm: (returnStock: boolean) => void;
}) {
  const { t } = useTranslation();
  // Returning the stock is what usually happens: an order deleted was never delivered.
  const [returnStock, setReturnStock] = useState(true);
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="font-serif text-xl text-leaf-900">
            {t('tickets.deleteTitle', { number })}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-gray-700">{t('tickets.deleteText')}</AlertDialog.Description>
          <label className="mt-4 flex items-center gap-2">
            <input
              type="checkbox"
              className="size-5 accent-leaf-800"
              checked={returnStock}
              onChange={(e) => setReturnStock(e.target.checked)}
            />
            <span>{t('tickets.returnStock')}</span>
          </label>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className="btn btn-secondary">{t('common.cancel')}</AlertDialog.Cancel>
            <AlertDialog.Action className="btn btn-primary" onClick={() => onConfirm(returnStock)}>
              {t('tickets.delete')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
