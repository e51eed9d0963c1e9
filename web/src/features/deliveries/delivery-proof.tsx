import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { deliveryProofImageUrl, useDeliveryProof } from './api/deliveries';

/**
 * On an order's staff page: how its delivery was proven (issue 14), the signature drawn on the
 * driver's phone or the photo the driver took, a private image for staff who handle orders. An
 * order delivered without a stop (none) shows nothing.
 */
export function DeliveryProofView({ orderId, deliveredAt }: { orderId: number; deliveredAt: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const proof = useDeliveryProof(orderId, true).data;
  const [missing, setMissing] = useState(false);
  if (!proof || missing) return null;
  const date = formatDateTime(proof.delivered_at ?? deliveredAt, language);
  const url = deliveryProofImageUrl(orderId);
  if (proof.kind === 'signature')
    return (
      <img
        src={url}
        alt={t('deliveries.proof.signatureAlt', { date })}
        className="h-24 w-auto max-w-full rounded bg-white ring-1 ring-leaf-100"
        onError={() => setMissing(true)}
      />
    );
  return (
    <figure>
      <a href={url} target="_blank" rel="noreferrer" className="inline-block">
        <img
          src={url}
          alt={t('deliveries.proof.photoAlt', { date, name: proof.recipient_name ?? '—' })}
          className="max-h-64 w-auto max-w-full rounded ring-1 ring-leaf-100"
          onError={() => setMissing(true)}
        />
      </a>
      <figcaption className="mt-1 text-sm text-gray-700">{t('deliveries.proof.photoCaption')}</figcaption>
    </figure>
  );
}
