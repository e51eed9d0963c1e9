import type { Offer } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiUpload } from '@/lib/api-client';
import i18n from '@/i18n';
import { useOfferMutation } from './offers';

/** POST /api/offers/{id}/image, with its progress (a large photo on a slow connection). */
export function useUploadOfferImage(id: number) {
  return useOfferMutation(async ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) => {
    const form = new FormData();
    form.append('image', file);
    const reply = await apiUpload<{ offer: Offer }>(apiPath(apiPaths.offers.image, { id }), form, {
      fallbackMessage: i18n.t('offers.errors.image'),
      onProgress,
    });
    return { offer: reply.data.offer, ...(reply.message ? { message: reply.message } : {}) };
  });
}
