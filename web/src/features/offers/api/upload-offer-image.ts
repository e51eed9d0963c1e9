import type { ErrorEnvelope, Offer } from '@shop/contract';
import { ApiError } from '@/lib/api-client';
import i18n from '@/i18n';
import { useOfferMutation } from './offers';

/**
 * POST /api/offers/{id}/image. XMLHttpRequest rather than apiRequest's fetch: only XHR reports
 * upload progress, which a large photo on a slow connection needs.
 */
function uploadOfferImage(id: number, file: File, onProgress: (fraction: number) => void) {
  return new Promise<{ offer: Offer; message?: string }>((resolve, reject) => {
    const fallback = i18n.t('offers.errors.image');
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/offers/${id}/image`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Language', i18n.language === 'fr' ? 'fr' : 'en');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(fallback, 0));
    xhr.onload = () => {
      const body = xhr.response as ({ success: true; message?: string; data: { offer: Offer } } | ErrorEnvelope) | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.success)
        return resolve({ offer: body.data.offer, ...(body.message ? { message: body.message } : {}) });
      const message = xhr.status < 500 && body && !body.success ? body.message : fallback;
      reject(new ApiError(message, xhr.status, body && !body.success ? body.field : undefined));
    };
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}

export function useUploadOfferImage(id: number) {
  return useOfferMutation(({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) =>
    uploadOfferImage(id, file, onProgress),
  );
}
