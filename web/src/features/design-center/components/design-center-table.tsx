import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DesignCenterList, DesignCenterRow, Designer } from '@shop/contract';
import { DataTable, type DataColumn, type DataTablePagination } from '@/components/data-table';
import { LangLink } from '@/components/lang-link';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { paths } from '@/config/paths';
import { useCan } from '@/lib/staff-access';
import type { LineChange } from '../api/update-line';
import { BackOrderCell, CompleteBox, DesignerSelect, LineDesigner } from './line-controls';
import { useLabels } from '@/lib/use-labels';

export function DesignStatusBadge({ status }: { status: DesignCenterRow['design_status'] }) {
  const { t } = useTranslation();
  const tone = status === 'designed' ? 'bg-leaf-800 text-white' : 'bg-yellow-100 text-yellow-900';
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>
      {t(`designCenter.designStatus.${status}`)}
    </span>
  );
}

/** One order's heading row: who, how, its states, and its designer for every line at once. */
function OrderHeading(props: { first: DesignCenterRow; designers: Designer[]; onChange: (c: LineChange) => void }) {
  const { t } = useTranslation();
  const { label } = useLabels();
  const can = useCan();
  const { first, designers, onChange } = props;
  const where =
    first.delivery_method === 'delivery' && first.delivery_zone
      ? label('zone', first.delivery_zone)
      : label('deliveryMethod', first.delivery_method);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      {/* The order's page is for those who run orders (orders): a designer reads its number. */}
      {can('orders') ? (
        <LangLink
          to={paths.admin.ticketView(first.order_id)}
          aria-label={t('designCenter.order.open', { number: first.order_number })}
          className="font-semibold text-leaf-800 underline-offset-2 hover:underline"
        >
          {t('designCenter.order.heading', { number: first.order_number })}
        </LangLink>
      ) : (
        <span className="font-semibold text-leaf-900">
          {t('designCenter.order.heading', { number: first.order_number })}
        </span>
      )}
      <span className="font-semibold text-ink">{first.customer_name}</span>
      <span className="text-gray-700">{where}</span>
      <OrderStatusBadge status={first.order_status} />
      <DesignStatusBadge status={first.design_status} />
      <span className="ml-auto flex items-center gap-2 text-xs font-semibold text-leaf-900">
        <span aria-hidden="true">{t('designCenter.order.wholeOrder')}</span>
        <DesignerSelect
          label={t('designCenter.order.wholeOrderLabel', { number: first.order_number })}
          value={first.order_designer}
          designers={designers}
          onChange={(designer) => onChange({ kind: 'designer', row: first, designer, updateAll: true })}
        />
      </span>
    </div>
  );
}

/** The day's lines, grouped by order (the server sorts by order, then line); on a phone the table scrolls in its box. */
export function DesignCenterTable(props: {
  list: UseQueryResult<DesignCenterList>;
  designers: Designer[];
  onChange: (change: LineChange) => void;
  pagination: DataTablePagination;
}) {
  const { t } = useTranslation();
  const { unitSize } = useLabels();
  const { list, designers, onChange } = props;
  const columns: DataColumn<DesignCenterRow>[] = [
    {
      id: 'product',
      header: t('designCenter.columns.product'),
      cell: (row) => (
        <>
          <span className="font-medium text-ink">{row.product_name}</span>
          <span className="block text-xs text-gray-700">{unitSize(row.unit, row.stems_per_unit)}</span>
        </>
      ),
    },
    {
      id: 'quantity',
      header: t('designCenter.columns.quantity'),
      align: 'right',
      cellClassName: 'font-semibold tabular-nums',
      cell: (row) => row.quantity,
    },
    {
      id: 'complete',
      header: t('designCenter.columns.complete'),
      align: 'center',
      cell: (row) => <CompleteBox row={row} onChange={onChange} />,
    },
    {
      id: 'backOrder',
      header: t('designCenter.columns.backOrder'),
      cell: (row) => <BackOrderCell row={row} onChange={onChange} />,
    },
    {
      id: 'designer',
      header: t('designCenter.columns.designer'),
      cell: (row) => <LineDesigner row={row} designers={designers} onChange={onChange} />,
    },
  ];
  return (
    <DataTable
      tableClassName="min-w-[720px]"
      caption={t('designCenter.title')}
      columns={columns}
      rows={list.data?.orders}
      rowKey={(row) => row.table_id}
      rowProps={(row) => ({ className: row.complete_order ? 'bg-leaf-50/30' : undefined })}
      groups={{
        key: (row) => row.order_id,
        header: (rows) => <OrderHeading first={rows[0]!} designers={designers} onChange={onChange} />,
        testId: (rows) => `dc-order-${rows[0]!.order_number}`,
      }}
      query={list}
      emptyText={t('designCenter.empty')}
      pagination={props.pagination}
    />
  );
}
