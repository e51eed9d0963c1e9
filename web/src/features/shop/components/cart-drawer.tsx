import { Dialog } from 'radix-ui';
import { useFocusReturn } from '@/components/ui/use-focus-return';
import { useTranslation } from 'react-i18next';
import { CartContents, type CartProps } from './cart-panel';

interface Props extends CartProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The cart as a sheet from the bottom of a phone's screen: a dialog (focus kept inside, Escape closes, titled). */
export function CartDrawer({ open, onOpenChange, cart, onProceed }: Props) {
  const { t } = useTranslation();
  // Opened from the bar (not a Dialog.Trigger): closing gives the focus back to what opened it.
  const focusReturn = useFocusReturn();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={focusReturn.remember}
          onCloseAutoFocus={focusReturn.onCloseAutoFocus}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[85vh] overflow-y-auto rounded-t-2xl bg-white p-4 shadow-xl"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-serif text-xl text-leaf-900">
              {t('shop.cart.title', { count: cart.lines.length })}
            </Dialog.Title>
            <Dialog.Close className="rounded p-2 text-gray-700 hover:bg-gray-100" aria-label={t('common.close')}>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Dialog.Close>
          </div>
          <CartContents cart={cart} onProceed={onProceed} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
