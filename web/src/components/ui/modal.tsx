import { useRef } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useFocusReturn } from './use-focus-return';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: React.ReactNode;
  /** Forms with many fields or tables use the wide frame. */
  wide?: boolean;
  /**
   * The field focused on opening, instead of the first focusable element (the close button).
   * A field inside the dialog can say so itself with `data-autofocus`.
   */
  initialFocus?: React.RefObject<HTMLElement | null>;
}

/** An accessible dialog (focus trap, Escape, labelled by its title, focus back to its opener when closed). */
export function Modal({ open, onOpenChange, title, children, wide = false, initialFocus }: Props) {
  const { t } = useTranslation();
  const focusReturn = useFocusReturn();
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          ref={content}
          onOpenAutoFocus={(event) => {
            focusReturn.remember();
            // Not `autoFocus` on the field: a field focused while the dialog mounts keeps Radix
            // from calling this, so the opener was never remembered and the focus fell to the
            // page when it closed.
            const field = initialFocus?.current ?? content.current?.querySelector<HTMLElement>('[data-autofocus]');
            if (!field) return;
            event.preventDefault();
            field.focus();
          }}
          onCloseAutoFocus={focusReturn.onCloseAutoFocus}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] ${wide ? 'max-w-3xl' : 'max-w-lg'} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl`}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-serif text-xl text-leaf-900">{title}</Dialog.Title>
            <Dialog.Close className="rounded p-1 text-gray-700 hover:bg-gray-100" aria-label={t('common.close')}>
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
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
