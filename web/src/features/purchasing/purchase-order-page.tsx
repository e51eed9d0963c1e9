import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PurchaseOrder } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { DataTable, type DataColumn } from '@/components/data-table';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { QueryStatus } from '@/components/query-status';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatDay } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import toast from '@/lib/toast';
import { usePurchaseOrder, usePurchaseOrderStep } from './api/purchase-orders';
import { OrderCharges } from './components/order-charges';
import { formatCost } from './cost';

type Line = PurchaseOrder['lines'][number];
const small = 'btn btn-secondary';

/** The actions the order's state allows: send, confirm, ship, receive, close, cancel. */
function Actions({ order }: { order: PurchaseOrder }) {
  const { t } = useTranslation();
  const step = usePurchaseOrderStep(order.id);
  const [kind, setKind] = useState<'air' | 'truck'>('air');
  const [reference, setReference] = useState('');
  const run = (input: Parameters<typeof step.mutateAsync>[0]) =>
    void step
      .mutateAsync(input)
      .then((r) => toast.success(r.message ?? ''))
      .catch((err: unknown) => toast.error(err instanceof ApiError ? err.message : t('purchasing.errors.save')));
  const can = (...states: PurchaseOrder['status'][]) => states.includes(order.status);
  return (
    <div className="mt-4 flex flex-wrap items-end gap-2">
      {can('draft') && (
        <button
          type="button"
          className="btn btn-primary"
          disabled={step.isPending}
          onClick={() => run({ step: 'send' })}
        >
          {t('purchasing.actions.send')}
        </button>
      )}
      {can('sent') && (
        <button type="button" className={small} disabled={step.isPending} onClick={() => run({ step: 'confirm' })}>
          {t('purchasing.actions.confirm')}
        </button>
      )}
      {can('confirmed') && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            run({ step: 'ship', body: { kind, reference } });
          }}
        >
          <SelectField
            label={t('purchasing.actions.shipKind')}
            value={kind}
            onChange={(e) => setKind(e.target.value as 'air' | 'truck')}
            options={[
              { value: 'air', label: t('purchasing.actions.air') },
              { value: 'truck', label: t('purchasing.actions.truck') },
            ]}
          />
          <TextField
            label={t('purchasing.actions.reference')}
            required
            value={reference}
            onChange={(e) => setReference(e.target.value)}
          />
          <button type="submit" className={small} disabled={step.isPending}>
            {t('purchasing.actions.ship')}
          </button>
        </form>
      )}
      {can('sent', 'confirmed', 'shipped', 'received') && (
        <LangLink to={paths.admin.purchaseOrderReceive(order.id)} className="btn btn-primary">
          {t('purchasing.actions.receive')}
        </LangLink>
      )}
      {can('received') && (
        <button type="button" className={small} disabled={step.isPending} onClick={() => run({ step: 'close' })}>
          {t('purchasing.actions.close')}
        </button>
      )}
      {can('draft', 'sent', 'confirmed', 'shipped') && (
        <button
          type="button"
          className={`${small} text-petal-800`}
          disabled={step.isPending}
          onClick={() => run({ step: 'cancel' })}
        >
          {t('purchasing.actions.cancel')}
        </button>
      )}
      <a
        className={small}
        href={`/api${apiPath(apiPaths.purchasing.pdf, { id: order.id })}`}
        target="_blank"
        rel="noreferrer"
      >
        {t('purchasing.actions.pdf')}
      </a>
    </div>
  );
}

/** /admin/purchase-orders/view/{id}: one order, its lines and what its state allows. */
export default function PurchaseOrderPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = Number(useParams().id);
  const query = usePurchaseOrder(id);
  const order = query.data;
  usePageTitle(order?.number ?? t('purchasing.orders.title'));
  const name = (l: Line) => (language === 'fr' ? l.name_fr : l.name_en);
  const columns: DataColumn<Line>[] = [
    {
      id: 'product',
      header: t('purchasing.links.product'),
      rowHeader: true,
      cell: (l) => (
        <span>
          <span className="font-semibold">{name(l)}</span>
          <span className="block text-gray-700">{l.sku}</span>
        </span>
      ),
    },
    {
      id: 'boxes',
      header: t('purchasing.orders.boxesOf'),
      align: 'right',
      cell: (l) => `${l.boxes} × ${l.units_per_box}`,
    },
    { id: 'ordered', header: t('purchasing.orders.ordered'), align: 'right', cell: (l) => l.ordered_units },
    {
      id: 'confirmed',
      header: t('purchasing.orders.confirmed'),
      align: 'right',
      cell: (l) => l.confirmed_units ?? '—',
    },
    { id: 'received', header: t('purchasing.orders.received'), align: 'right', cell: (l) => l.received_units },
    { id: 'damaged', header: t('purchasing.orders.damaged'), align: 'right', cell: (l) => l.damaged_units },
    { id: 'open', header: t('purchasing.orders.open'), align: 'right', cell: (l) => l.open_units },
    {
      id: 'cost',
      header: t('purchasing.links.lastCost'),
      align: 'right',
      cellClassName: 'whitespace-nowrap',
      cell: (l) => (order ? formatCost(l.unit_cost_cents, order.currency, language) : ''),
    },
  ];
  return (
    <section>
      <nav aria-label={t('purchasing.breadcrumb')} className="text-sm">
        <LangLink to={paths.admin.purchaseOrders} className="text-leaf-800 underline">
          {t('purchasing.orders.title')}
        </LangLink>
      </nav>
      {!order ? (
        <QueryStatus query={query} />
      ) : (
        <>
          <h1 className="mt-2 font-serif text-3xl font-bold text-leaf-900">{order.number}</h1>
          <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            <div>
              <dt className="inline font-semibold">{t('purchasing.orders.supplier')} : </dt>
              <dd className="inline">{order.supplier_name}</dd>
            </div>
            <div>
              <dt className="inline font-semibold">{t('purchasing.orders.status')} : </dt>
              <dd className="inline">{t(`purchasing.status.${order.status}`)}</dd>
            </div>
            <div>
              <dt className="inline font-semibold">{t('purchasing.orders.arrival')} : </dt>
              <dd className="inline">{formatDay(order.arrival_date, language)}</dd>
            </div>
            <div>
              <dt className="inline font-semibold">{t('purchasing.orders.total')} : </dt>
              <dd className="inline">{formatCost(order.total_cents, order.currency, language)}</dd>
            </div>
            {order.shipping_reference && (
              <div>
                <dt className="inline font-semibold">{t(`purchasing.actions.${order.shipping_kind ?? 'air'}`)} : </dt>
                <dd className="inline">{order.shipping_reference}</dd>
              </div>
            )}
          </dl>
          <Actions order={order} />
          <DataTable
            className="mt-6"
            tableClassName="min-w-[720px]"
            caption={t('purchasing.orders.lines')}
            columns={columns}
            rows={order.lines}
            rowKey={(l) => l.id}
            query={query}
            emptyText=""
          />
          {order.status !== 'draft' && <OrderCharges order={order} />}
        </>
      )}
    </section>
  );
}
