import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoTooLargeError, shrinkPhoto } from './shrink-photo';

/**
 * "Take a photo instead" of the signature (issue 14, item 4): the phone's camera (or a picture
 * chosen), shrunk on the phone, then shown with "Remove". `onChange` gets the JPEG data URL, or
 * '' once removed; a file that is not a picture gets a message and changes nothing.
 */
export function PhotoProof({ value, onChange }: { value: string; onChange: (dataUrl: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError('');
    setBusy(true);
    try {
      onChange(await shrinkPhoto(file));
    } catch (err) {
      setError(t(err instanceof PhotoTooLargeError ? 'deliveries.photo.tooLarge' : 'deliveries.photo.notImage'));
    } finally {
      setBusy(false);
      // The same file chosen again after "Remove" is a change again.
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div className="space-y-1">
      {value ? (
        <div>
          <img
            src={value}
            alt={t('deliveries.photo.preview')}
            className="max-h-48 w-auto max-w-full rounded ring-1 ring-leaf-100"
          />
          <button
            type="button"
            className="btn btn-secondary mt-1 min-h-10 px-3 text-sm"
            onClick={() => {
              onChange('');
              // Back to where the photo is taken, for whoever works with the keyboard.
              requestAnimationFrame(() => input.current?.focus());
            }}
          >
            {t('deliveries.photo.remove')}
          </button>
        </div>
      ) : (
        <>
          <label
            className={`btn btn-secondary min-h-10 cursor-pointer px-3 text-sm focus-within:ring-2 focus-within:ring-leaf-600 ${busy ? 'pointer-events-none opacity-60' : ''}`}
          >
            {t('deliveries.photo.take')}
            <input
              ref={input}
              type="file"
              accept="image/*"
              capture="environment"
              className="sr-only"
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              disabled={busy}
              onChange={(e) => void pick(e.target.files?.[0])}
            />
          </label>
          <p id={`${id}-hint`} className="text-sm text-gray-700">
            {t('deliveries.photo.hint')}
          </p>
        </>
      )}
      <p role="status" className="text-sm empty:hidden">
        {busy ? t('deliveries.photo.preparing') : ''}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-petal-800">
          {error}
        </p>
      )}
    </div>
  );
}
