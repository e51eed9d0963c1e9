import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCustomerOrder } from '@/features/customer-orders';
import { LangLink } from '@/components/lang-link';
import { OrderTotals } from '@/components/orders/order-totals';
import { usePageTitle } from '@/components/page-title';
import { ListStatus } from '@/components/ui/list-status';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { useLabels } from '@/lib/use-labels';

/**
 * /customer/tickets/placed/{id}: after placing an order, thanks, its number, when it comes, what
 * it costs and what happens next, with the ways on (the order, more shopping, all orders).
 */
export default function ThankYouPage() {
  const { t } = useTranslation();
  const { label } = useLabels();
  const language = useLanguage();
  const id = Number(useParams().id);
  const query = useCustomerOrder(id);
  const order = query.data;
  const heading = useRef<HTMLHeadingElement>(null);
  usePageTitle(t('shop.thanks.title'));
  // A new screen after the form: its title takes the focus, so a screen reader starts there.
  useEffect(() => heading.current?.focus(), [order?.id]);

  return (
    <section className="mx-auto max-w-2xl space-y-6">
      <div className="rounded-2xl bg-leaf-50 p-5 ring-1 ring-leaf-100">
        <h1 ref={heading} tabIndex={-1} className="font-serif text-3xl font-bold text-leaf-900 outline-none">
          {t('shop.thanks.title')}
        </h1>
        {order && (
          <p className="mt-2 text-lg text-leaf-900" data-testid="placed-number">
            {t('shop.thanks.received', { number: order.number })}
          </p>
        )}
      </div>
      {!order ? (
        <ListStatus query={query} isEmpty={false} emptyText="" />
      ) : (
        <>
          <dl className="grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-leaf-100 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-gray-700">{t('orders.fields.deliveryDate')}</dt>
              <dd className="font-semibold">{formatDay(order.delivery_date, language)}</dd>
            </div>
            <div>
              <dt className="text-sm text-gray-700">{t('orders.fields.method')}</dt>
              <dd className="font-semibold">
                {label('deliveryMethod', order.delivery_method)}
                {order.delivery_zone ? ` · ${label('zone', order.delivery_zone)}` : ''}
              </dd>
            </div>
          </dl>
          <section aria-labelledby="thanks-totals" className="rounded-2xl bg-white p-4 ring-1 ring-leaf-100">
            <h2 id="thanks-totals" className="mb-3 font-serif text-xl text-leaf-900">
              {t('shop.confirm.totals')}
            </h2>
            <OrderTotals totals={order} />
          </section>
          <section aria-labelledby="thanks-next" className="rounded-2xl bg-white p-4 ring-1 ring-leaf-100">
            <h2 id="thanks-next" className="font-serif text-xl text-leaf-900">
              {t('shop.thanks.next')}
            </h2>
            <ol className="mt-2 list-decimal space-y-1 pl-5">
              <li>{t('shop.thanks.review')}</li>
              <li>{t('shop.thanks.email')}</li>
              <li>{t(order.delivery_method === 'pickup' ? 'shop.thanks.pickup' : 'shop.thanks.delivery')}</li>
            </ol>
          </section>
          <div className="flex flex-col gap-2 sm:flex-row">
            <LangLink to={paths.customer.ticketView(order.id)} className="btn btn-primary flex-1">
              {t('shop.thanks.viewOrder')}
            </LangLink>
            <LangLink to={paths.customer.ticketCreate} className="btn btn-secondary flex-1">
              {t('shop.thanks.keepShopping')}
            </LangLink>
          </div>
        </>
      )}
    </section>
  );
}
