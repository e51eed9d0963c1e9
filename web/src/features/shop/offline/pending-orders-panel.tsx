import { useTranslation } from 'react-i18next';
import { formatDay, formatTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import type { PendingOrder } from './pending-orders';
import type { usePendingOrders } from './use-pending-orders';

/**
 * The orders waiting on this phone, on the florist's home (issue 41): how many wait and when each
 * was placed, with "Send now"; an order the server refused says why, with the choice to put its
 * lines back in the cart (to adjust them) or to remove it.
 */
export function PendingOrdersPanel({ orders }: { orders: ReturnType<typeof usePendingOrders> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const waiting = orders.pending.filter((p) => !p.refusal);
  const refused = orders.pending.filter((p) => p.refusal);
  const when = (p: PendingOrder) => formatTime(p.at, language);
  if (orders.pending.length === 0) return null;
  return (
    <section aria-labelledby="pending-orders" className="mt-4 space-y-3">
      <h2 id="pending-orders" className="sr-only">
        {t('shop.offline.heading')}
      </h2>
      {waiting.length > 0 && (
        <div role="status" className="rounded-lg bg-yellow-50 p-3 text-yellow-900">
          <p className="font-semibold">{t('shop.offline.waiting', { count: waiting.length })}</p>
          <ul className="mt-1 text-sm">
            {waiting.map((p) => (
              <li key={p.idempotencyKey}>
                {t('shop.offline.placedAt', {
                  time: when(p),
                  count: p.lines.length,
                  date: formatDay(p.order.delivery_date, language),
                })}
              </li>
            ))}
          </ul>
          <p className="mt-1 text-sm">{t('shop.offline.signOutLoses')}</p>
          <button
            type="button"
            className="btn btn-secondary mt-2 min-h-10 px-3 text-sm"
            onClick={() => void orders.sendWaiting()}
          >
            {t('shop.offline.sendNow')}
          </button>
        </div>
      )}
      {refused.map((p) => (
        <div key={p.idempotencyKey} role="alert" className="rounded-lg bg-petal-100 p-3 text-petal-800">
          <p className="font-semibold">{t('shop.offline.refused', { time: when(p) })}</p>
          <p className="mt-1">{p.refusal}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" className="btn btn-primary min-h-10 px-3 text-sm" onClick={() => orders.putBack(p)}>
              {t('shop.offline.putBack')}
            </button>
            <button type="button" className="btn btn-secondary min-h-10 px-3 text-sm" onClick={() => orders.remove(p)}>
              {t('shop.offline.remove')}
            </button>
          </div>
        </div>
      ))}
    </section>
  );
}
