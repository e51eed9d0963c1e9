import { useTranslation } from 'react-i18next';
import type { BackOrderLine } from '@shop/contract';
import { DataTable, type DataColumn } from '@/components/data-table';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DateFilter, SearchBox } from '@/components/ui/list-controls';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { useCan } from '@/lib/staff-access';
import { useLabels } from '@/lib/use-labels';
import { useListParams } from '@/lib/use-list-params';
import { withToasts } from '@/lib/toast-action';
import { useBackOrderList, useCancelBackOrder } from './api/back-orders';
import { AllocationPanel } from './components/allocation-panel';

const LIMIT = 25;
const small = 'btn btn-secondary min-h-9 px-3 py-1 text-sm';
const isDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** Fill, from stock, for those who keep the stock (inventory); cancel (orders) asks first. */
function RowActions({ line, onFill }: { line: BackOrderLine; onFill: (() => void) | null }) {
  const { t } = useTranslation();
  const cancel = useCancelBackOrder();
  return (
    <div className="flex flex-wrap justify-end gap-1">
      {onFill && (
        <button
          type="button"
          className={small}
          onClick={onFill}
          aria-label={t('backOrders.actions.fillOf', { name: line.product_name, order: line.order_number })}
        >
          {t('backOrders.actions.fill')}
        </button>
      )}
      <ConfirmDialog
        trigger={
          <button
            type="button"
            className={`${small} text-petal-800`}
            disabled={cancel.isPending}
            aria-label={t('backOrders.actions.cancelOf', { name: line.product_name, order: line.order_number })}
          >
            {t('backOrders.actions.cancel')}
          </button>
        }
        title={t('backOrders.cancel.title')}
        description={t(line.invoiced ? 'backOrders.cancel.invoiced' : 'backOrders.cancel.notInvoiced', {
          count: line.open_quantity,
          name: line.product_name,
          order: line.order_number,
        })}
        confirmLabel={t('backOrders.cancel.confirm')}
        onConfirm={() => void withToasts(() => cancel.mutateAsync(line.order_line_id), t('backOrders.errors.cancel'))}
      />
    </div>
  );
}

/**
 * /admin/back-orders: every order line still waiting on stock, by product then order date,
 * filtered on the server; a product's back-orders are filled from its stock in one action.
 */
export default function BackOrdersPage() {
  const { t } = useTranslation();
  const { unitSize } = useLabels();
  const language = useLanguage();
  // Filling takes stock: the inventory permission, which the office does not hold.
  const can = useCan();
  const mayFill = can('inventory');
  usePageTitle(t('backOrders.title'));
  const { params, page, search, setSearch, debounced, update, pagination } = useListParams();
  const dateFrom = isDay(params.get('date_from'));
  const dateTo = isDay(params.get('date_to'));
  const productId = Number(params.get('product')) || undefined;
  const list = useBackOrderList({
    page,
    limit: LIMIT,
    ...(debounced ? { search: debounced } : {}),
    ...(dateFrom ? { date_from: dateFrom } : {}),
    ...(dateTo ? { date_to: dateTo } : {}),
    ...(productId ? { product_id: productId } : {}),
  });
  const fill = (id: number) => {
    update({ product: String(id) });
    requestAnimationFrame(() => document.getElementById('allocation-title')?.focus());
  };
  const columns: DataColumn<BackOrderLine>[] = [
    {
      id: 'product',
      header: t('backOrders.columns.product'),
      rowHeader: true,
      cell: (l) => (
        <>
          <span className="font-semibold text-leaf-900">{l.product_name}</span>
          <span className="block text-xs text-gray-700">{unitSize(l.unit, l.stems_per_unit)}</span>
        </>
      ),
    },
    { id: 'ordered', header: t('backOrders.columns.ordered'), cell: (l) => formatDateTime(l.ordered_at, language) },
    {
      id: 'order',
      header: t('backOrders.columns.order'),
      cell: (l) => (
        <LangLink to={paths.admin.ticketView(l.order_id)} className="text-leaf-800 underline">
          {l.order_number}
        </LangLink>
      ),
    },
    { id: 'customer', header: t('backOrders.columns.customer'), cell: (l) => l.business_name },
    {
      id: 'open',
      header: t('backOrders.columns.open'),
      align: 'right',
      cellClassName: 'tabular-nums',
      cell: (l) => t('backOrders.columns.openOf', { open: l.open_quantity, quantity: l.quantity }),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('backOrders.columns.actions')}</span>,
      cell: (l) => <RowActions line={l} onFill={mayFill ? () => fill(l.product_id) : null} />,
    },
  ];
  return (
    <section>
      <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('backOrders.title')}</h1>
      <p className="mt-2 text-gray-700">{t('backOrders.intro')}</p>
      <div className="mt-6 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex flex-wrap items-end gap-3">
          <DateFilter
            label={t('backOrders.filters.from')}
            value={dateFrom ?? ''}
            onChange={(v) => update({ date_from: v })}
          />
          <DateFilter
            label={t('backOrders.filters.to')}
            value={dateTo ?? ''}
            onChange={(v) => update({ date_to: v })}
          />
        </div>
        <SearchBox
          label={t('backOrders.filters.search')}
          placeholder={t('backOrders.filters.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
      </div>
      {productId && mayFill && <AllocationPanel productId={productId} onClose={() => update({ product: null })} />}
      <DataTable
        className="mt-4"
        tableClassName="min-w-[760px]"
        caption={t('backOrders.title')}
        columns={columns}
        rows={list.data?.lines}
        rowKey={(l) => l.order_line_id}
        query={list}
        emptyText={t('backOrders.empty')}
        pagination={pagination(LIMIT, list.data?.pagination)}
      />
    </section>
  );
}
