import { useId, useState } from 'react';
import toast from '@/lib/toast';
import { useTranslation } from 'react-i18next';
import type { Offer } from '@shop/contract';
import { PRODUCT_IMAGE } from '@shop/contract/catalog';
import { UploadProgress } from '@/components/ui/upload-progress';
import { ApiError } from '@/lib/api-client';
import { useUploadOfferImage } from '../api/upload-offer-image';

/** The offer's picture: the current one, and a multipart upload with its progress. */
export function OfferImageUpload({ offer }: { offer: Pick<Offer, 'id' | 'image'> }) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useUploadOfferImage(offer.id);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();

  const onFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    if (file.size > PRODUCT_IMAGE.maxBytes) return setError(t('offers.image.tooBig'));
    setError(undefined);
    setProgress(0);
    try {
      const { message } = await upload.mutateAsync({ file, onProgress: setProgress });
      toast.success(message ?? '');
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('offers.errors.image'));
    } finally {
      setProgress(null);
      input.value = '';
    }
  };

  return (
    <div className="space-y-3">
      {offer.image ? (
        <img src={offer.image.card} alt={t('offers.image.current')} className="w-full max-w-sm rounded-xl" />
      ) : (
        <p className="text-gray-700">{t('offers.image.none')}</p>
      )}
      <div>
        <label htmlFor={id} className="mb-1 block font-medium text-leaf-900">
          {offer.image ? t('offers.image.replace') : t('offers.image.choose')}
        </label>
        <input
          id={id}
          type="file"
          name="image"
          accept={PRODUCT_IMAGE.types.join(',')}
          disabled={progress !== null}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          className="input"
          onChange={(e) => void onFile(e.currentTarget)}
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-gray-700">
          {t('offers.image.hint')}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-petal-800">
            {error}
          </p>
        )}
      </div>
      {progress !== null && <UploadProgress fraction={progress} />}
    </div>
  );
}
