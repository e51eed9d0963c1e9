import { useTranslation } from 'react-i18next';
import type { PurchaseOrderListItem } from '@shop/contract';
import { PURCHASE_ORDER_STATUSES } from '@shop/contract/purchasing';
import { DataTable, type DataColumn } from '@/components/data-table';
import { SelectField } from '@/components/form/select-field';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { useListParams } from '@/lib/use-list-params';
import { usePurchaseOrderList } from './api/purchase-orders';
import { NewPurchaseOrder } from './components/new-purchase-order';

const LIMIT = 25;

/** /admin/purchase-orders: the orders to suppliers, newest first, and a new draft (issue 37 item 3). */
export default function PurchaseOrdersPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('purchasing.orders.title'));
  const { params, page, update, pagination } = useListParams();
  const status = PURCHASE_ORDER_STATUSES.find((s) => s === params.get('status'));
  const list = usePurchaseOrderList({ page, limit: LIMIT, ...(status ? { status } : {}) });
  const columns: DataColumn<PurchaseOrderListItem>[] = [
    {
      id: 'number',
      header: t('purchasing.orders.number'),
      rowHeader: true,
      cell: (o) => (
        <LangLink to={paths.admin.purchaseOrderView(o.id)} className="font-semibold text-leaf-800 underline">
          {o.number}
        </LangLink>
      ),
    },
    { id: 'supplier', header: t('purchasing.orders.supplier'), cell: (o) => o.supplier_name },
    { id: 'status', header: t('purchasing.orders.status'), cell: (o) => t(`purchasing.status.${o.status}`) },
    { id: 'arrival', header: t('purchasing.orders.arrival'), cell: (o) => formatDay(o.arrival_date, language) },
    { id: 'currency', header: t('purchasing.orders.currency'), cell: (o) => o.currency },
  ];
  return (
    <section>
      <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('purchasing.orders.title')}</h1>
      <p className="mt-2 text-gray-700">{t('purchasing.orders.lead')}</p>
      <NewPurchaseOrder />
      <div className="mt-6">
        <SelectField
          label={t('purchasing.orders.status')}
          value={status ?? ''}
          placeholder={t('purchasing.orders.allStatuses')}
          onChange={(e) => update({ status: e.target.value || null })}
          options={PURCHASE_ORDER_STATUSES.map((s) => ({ value: s, label: t(`purchasing.status.${s}`) }))}
        />
      </div>
      <DataTable
        className="mt-4"
        tableClassName="min-w-[600px]"
        caption={t('purchasing.orders.title')}
        columns={columns}
        rows={list.data?.purchase_orders}
        rowKey={(o) => o.id}
        query={list}
        emptyText={t('purchasing.orders.empty')}
        pagination={pagination(LIMIT, list.data?.pagination)}
      />
    </section>
  );
}
