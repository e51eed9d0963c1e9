import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StandingOrder } from '@shop/contract';
import { usePageTitle } from '@/components/page-title';
import { QueryStatus } from '@/components/query-status';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CustomerFilter } from '@/components/pickers/customer-filter';
import { Pagination } from '@/components/ui/pagination';
import { formatDay } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { useListParams } from '@/lib/use-list-params';
import { withToasts } from '@/lib/toast-action';
import { useLabels } from '@/lib/use-labels';
import { lineName } from './line-name';
import { PAGE_SIZE, useEndStandingOrder, useSaveStandingOrder, useStandingOrders, writeOf, type Scope } from '../api';
import { OccurrenceList } from './occurrence-list';
import { StandingOrderForm } from './standing-order-form';

/**
 * The standing orders' screen (issue 38 items 1-2): the florist's own (/customer/standing-orders,
 * a phone first) or every customer's for staff (/admin/standing-orders). A page of them from the
 * server, one opened shows its next occurrences (skip, change quantities), and is changed,
 * paused, resumed or ended.
 */
export function StandingOrdersScreen({ scope }: { scope: Scope }) {
  const { t } = useTranslation();
  usePageTitle(t('standingOrders.title'));
  // The page and staff's customer filter live in the address (shareable, Back works).
  const { params, page, update } = useListParams();
  const customerId =
    scope === 'staff' && /^\d{1,9}$/.test(params.get('customer_id') ?? '') ? params.get('customer_id') : null;
  const customerName = params.get('customer') ?? '';
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useStandingOrders(scope, page, customerId === null ? null : Number(customerId));
  return (
    <section>
      <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('standingOrders.title')}</h1>
      <p className="mt-2 max-w-3xl text-gray-700">{t(`standingOrders.lead.${scope}`)}</p>
      <div className="mt-4">
        {creating ? (
          <StandingOrderForm
            scope={scope}
            customer={customerId ? { id: Number(customerId), name: customerName || `#${customerId}` } : null}
            onDone={(saved) => {
              setCreating(false);
              if (saved) {
                update({ page: null });
                setOpenId(saved.id);
              }
            }}
          />
        ) : (
          <button type="button" className="btn btn-primary w-full sm:w-auto" onClick={() => setCreating(true)}>
            {t('standingOrders.new')}
          </button>
        )}
      </div>
      {scope === 'staff' && (
        <div className="mt-6 max-w-md">
          <CustomerFilter
            customerId={customerId}
            customerName={customerName}
            label={t('standingOrders.customer')}
            anyLabel={t('standingOrders.anyCustomer')}
            onPick={(c) => update({ customer_id: String(c.id), customer: c.businessName })}
            onClear={() => update({ customer_id: null, customer: null })}
          />
        </div>
      )}
      <div className="mt-6">
        {!list.data ? (
          <QueryStatus query={list} />
        ) : list.data.standing_orders.length === 0 ? (
          <p className="text-gray-700">
            {customerId
              ? t('standingOrders.noneFor', { name: customerName || `#${customerId}` })
              : t('standingOrders.none')}
          </p>
        ) : (
          <>
            <ul className="space-y-3" aria-label={t('standingOrders.listLabel')}>
              {list.data.standing_orders.map((s) => (
                <StandingCard
                  key={s.id}
                  scope={scope}
                  standing={s}
                  open={openId === s.id}
                  onToggle={() => setOpenId(openId === s.id ? null : s.id)}
                />
              ))}
            </ul>
            <div className="mt-4">
              <Pagination
                page={page}
                limit={PAGE_SIZE}
                total={list.data.pagination.total}
                onPage={(next) => update({ page: String(next) })}
              />
            </div>
          </>
        )}
      </div>
    </section>
  );
}

/** "Every 2 weeks on Tuesday, Friday" or "On Dec 8, 2026, Dec 22, 2026". */
function useRecurrenceText() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (s: StandingOrder) =>
    s.dates.length > 0
      ? t('standingOrders.onDates', { dates: s.dates.map((d) => formatDay(d, language)).join(', ') })
      : t('standingOrders.every', {
          count: s.every_weeks,
          days: s.weekdays.map((d) => t(`standingOrders.weekdays.${d}`)).join(', '),
        });
}

function StandingCard({
  scope,
  standing: s,
  open,
  onToggle,
}: {
  scope: Scope;
  standing: StandingOrder;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { label, unitSize } = useLabels();
  const recurrence = useRecurrenceText();
  const save = useSaveStandingOrder(scope);
  const end = useEndStandingOrder(scope);
  const [editing, setEditing] = useState(false);
  const title = t('standingOrders.cardTitle', { id: s.id, recurrence: recurrence(s) });
  const setStatus = (status: 'active' | 'paused') =>
    void withToasts(
      () => save.mutateAsync({ id: s.id, body: writeOf(s, { status }) }),
      t('standingOrders.errors.save'),
    );
  const detailsId = `standing-${s.id}-details`;
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-leaf-100" data-testid={`standing-${s.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold text-leaf-900">{recurrence(s)}</h2>
          {scope === 'staff' && <p className="text-gray-700">{s.customer_name}</p>}
          <p className="text-sm text-gray-700">
            {t(`standingOrders.status.${s.status}`)} ·{' '}
            {s.delivery_method === 'delivery' && s.delivery_zone
              ? `${label('deliveryMethod', 'delivery')} (${label('zone', s.delivery_zone as never)})`
              : label('deliveryMethod', 'pickup')}
            {s.next_date &&
              s.status === 'active' &&
              ` · ${t('standingOrders.next', { date: formatDay(s.next_date, language) })}`}
          </p>
          <ul className="mt-1 text-sm">
            {s.lines.map((l) => (
              <li key={`${l.product_id}:${l.pack_id ?? ''}`}>
                {l.quantity} × {lineName(l, language, unitSize)}
              </li>
            ))}
          </ul>
        </div>
        <button
          type="button"
          className="btn btn-secondary w-full sm:w-auto"
          aria-expanded={open}
          aria-controls={detailsId}
          aria-label={t(open ? 'standingOrders.closeOne' : 'standingOrders.openOne', { title })}
          onClick={onToggle}
        >
          {open ? t('standingOrders.close') : t('standingOrders.open')}
        </button>
      </div>
      {open && (
        <div id={detailsId} className="mt-4 space-y-4">
          {editing ? (
            <StandingOrderForm scope={scope} editing={s} onDone={() => setEditing(false)} />
          ) : (
            s.status !== 'ended' && (
              <div className="flex flex-wrap gap-2">
                <button type="button" className="btn btn-secondary" onClick={() => setEditing(true)}>
                  {t('standingOrders.edit')}
                </button>
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={save.isPending}
                  onClick={() => setStatus(s.status === 'paused' ? 'active' : 'paused')}
                >
                  {s.status === 'paused' ? t('standingOrders.resume') : t('standingOrders.pause')}
                </button>
                <ConfirmDialog
                  trigger={
                    <button type="button" className="btn btn-secondary">
                      {t('standingOrders.end')}
                    </button>
                  }
                  title={t('standingOrders.endTitle')}
                  description={t('standingOrders.endText')}
                  confirmLabel={t('standingOrders.end')}
                  onConfirm={() => void withToasts(() => end.mutateAsync(s.id), t('standingOrders.errors.save'))}
                />
              </div>
            )
          )}
          <h3 className="font-semibold text-leaf-900">{t('standingOrders.occ.title')}</h3>
          <OccurrenceList scope={scope} standing={s} />
        </div>
      )}
    </li>
  );
}
