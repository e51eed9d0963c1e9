import { useTranslation } from 'react-i18next';
import type { PrebookingListItem } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { LangLink } from '@/components/lang-link';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/money';
import { ConvertPrebooking } from './convert-prebooking';
import { useLabels } from '@/lib/use-labels';

const small = 'btn btn-secondary min-h-9 px-3 py-1 text-sm';

/** One prebooking: who, how, how much, what the stock lacks; view, edit and convert. */
export function PrebookingCard({ item }: { item: PrebookingListItem }) {
  const { t } = useTranslation();
  const { label } = useLabels();
  const language = useLanguage();
  const open = !item.converted && item.status === 'pending';
  const delivery =
    item.delivery_method === 'delivery' && item.delivery_zone
      ? label('zone', item.delivery_zone)
      : label('deliveryMethod', item.delivery_method);
  return (
    <article
      aria-labelledby={`prebooking-${item.id}`}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-leaf-100 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0 space-y-1">
        <h3 id={`prebooking-${item.id}`} className="flex flex-wrap items-center gap-2 font-semibold text-leaf-900">
          <LangLink to={paths.admin.ticketView(item.id)} className="underline-offset-2 hover:underline">
            {t('prebookings.card.number', { number: item.number })}
          </LangLink>
          {item.converted ? (
            <span className="inline-block rounded-full bg-leaf-800 px-2 py-0.5 text-xs font-semibold text-white">
              {t('prebookings.card.converted')}
            </span>
          ) : null}
          <OrderStatusBadge status={item.status} />
        </h3>
        <p className="break-words">{item.customer_name}</p>
        <p className="text-sm text-gray-700">
          {delivery} · {t('prebookings.card.lines', { count: item.line_count })} ·{' '}
          <span className="font-semibold tabular-nums">{formatMoney(item.total_cents, language)}</span>
          {item.invoice_number ? ` · ${t('prebookings.card.invoice', { number: item.invoice_number })}` : ''}
        </p>
        {item.short_lines > 0 && (
          <p className="inline-block rounded-full bg-yellow-100 px-2 py-0.5 text-xs font-semibold text-yellow-900">
            {open
              ? t('prebookings.card.short', { count: item.short_lines })
              : t('prebookings.card.backOrdered', { count: item.short_lines })}
          </p>
        )}
      </div>
      <div
        className="flex flex-wrap gap-2 sm:justify-end"
        role="group"
        aria-label={t('prebookings.card.actions', { number: item.number })}
      >
        <LangLink to={paths.admin.ticketView(item.id)} className={small}>
          {t('prebookings.card.view')}
        </LangLink>
        {open && (
          <>
            <LangLink to={paths.admin.ticketEdit(item.id)} className={small}>
              {t('prebookings.card.edit')}
            </LangLink>
            <ConvertPrebooking id={item.id} number={item.number} />
          </>
        )}
      </div>
    </article>
  );
}
