import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';

interface Props {
  trigger: React.ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
}

/** Asks before a destructive action; focus is trapped and Escape cancels (Radix AlertDialog). */
export function ConfirmDialog({ trigger, title, description, confirmLabel, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="font-serif text-xl text-leaf-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-gray-700">{description}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className="btn btn-secondary">{t('common.cancel')}</AlertDialog.Cancel>
            <AlertDialog.Action className="btn btn-primary" onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
