import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListParams } from '@/lib/use-list-params';
import { CategoryOptions } from '@/components/category-options';
import { useLanguage } from '@/lib/language';
import { useCan } from '@/lib/staff-access';
import { usePageTitle } from '@/components/page-title';
import { DataTable } from '@/components/data-table';
import { Modal } from '@/components/ui/modal';
import { SearchBox } from '@/components/ui/list-controls';
import { useInventory } from './api/inventory';
import { AdjustStockForm } from './components/adjust-stock-form';
import { CatalogueTransfer } from './components/catalogue-transfer';
import { useInventoryColumns, type InventoryDialog } from './components/inventory-columns';
import { HistoryPanel } from '@/components/history-panel';
import { MovementHistory } from './components/movement-history';
import { ProductForm } from './components/product-form';
import { ReceiveStockForm } from './components/receive-stock-form';
import { productName } from '@/lib/product-name';
import { LangLink } from '@/components/lang-link';
import { paths } from '@/config/paths';
import { ReceivedBackOrders } from '@/features/back-orders';

const LIMIT = 25;
const ACTIVE_FILTERS = ['active', 'inactive', 'all'] as const;

type Dialog = { kind: 'receive' } | { kind: 'create' } | { kind: 'transfer' } | InventoryDialog | null;

/** /admin/inventory: stock levels, receipts, adjustments, the ledger, and the catalogue itself. */
export default function InventoryPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  usePageTitle(t('inventory.title'));
  const { params, page, search, setSearch, debounced, update, pagination } = useListParams();
  const category = /^[a-z0-9-]{1,60}$/.test(params.get('category') ?? '') ? params.get('category')! : undefined;
  const low = params.get('low') === 'true';
  const active = ACTIVE_FILTERS.find((a) => a === params.get('active')) ?? 'active';
  const [dialog, setDialog] = useState<Dialog>(null);
  // The products of the last receipt: back-orders they can fill are offered under the title.
  const [received, setReceived] = useState<number[]>([]);

  const list = useInventory({
    page,
    limit: LIMIT,
    active,
    ...(debounced ? { search: debounced } : {}),
    ...(category ? { category } : {}),
    ...(low ? { low: 'true' as const } : {}),
  });
  const close = () => setDialog(null);
  const columns = useInventoryColumns(setDialog);
  const data = list.data;

  const dialogTitle =
    dialog?.kind === 'receive'
      ? t('inventory.receive.title')
      : dialog?.kind === 'create'
        ? t('products.create')
        : dialog?.kind === 'transfer'
          ? t('products.transfer.title')
          : dialog?.kind === 'edit'
            ? t('products.editTitle', { name: productName(dialog.product, language) })
            : dialog?.kind === 'adjust'
              ? t('inventory.adjust.title', { name: productName(dialog.item, language) })
              : dialog?.kind === 'history'
                ? t('inventory.history.titleOf', { name: productName(dialog.item, language) })
                : '';

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('inventory.title')}</h1>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary" onClick={() => setDialog({ kind: 'receive' })}>
            {t('inventory.receive.open')}
          </button>
          {/* The catalogue is the owner's (catalog.write); the counter keeps the stock. */}
          {can('catalog.write') && (
            <button type="button" className="btn btn-secondary" onClick={() => setDialog({ kind: 'create' })}>
              {t('products.create')}
            </button>
          )}
          {can('catalog.write') && (
            <button type="button" className="btn btn-secondary" onClick={() => setDialog({ kind: 'transfer' })}>
              {t('products.transfer.open')}
            </button>
          )}
          <LangLink to={paths.admin.backOrders} className="btn btn-secondary">
            {t('backOrders.link')}
          </LangLink>
        </div>
      </div>
      <ReceivedBackOrders productIds={received} />

      <div className="mt-6 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col text-sm font-semibold text-leaf-900">
            {t('inventory.filters.category')}
            <select
              className="input mt-1"
              value={category ?? ''}
              onChange={(e) => update({ category: e.target.value })}
            >
              <option value="">{t('inventory.filters.allCategories')}</option>
              <CategoryOptions />
            </select>
          </label>
          <label className="flex flex-col text-sm font-semibold text-leaf-900">
            {t('inventory.filters.state')}
            <select
              className="input mt-1"
              value={active}
              onChange={(e) => update({ active: e.target.value === 'active' ? null : e.target.value })}
            >
              {ACTIVE_FILTERS.map((a) => (
                <option key={a} value={a}>
                  {t(`inventory.filters.${a}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-leaf-900">
            <input
              type="checkbox"
              className="size-4"
              checked={low}
              onChange={(e) => update({ low: e.target.checked ? 'true' : null })}
            />
            {t('inventory.filters.low')}
          </label>
        </div>
        <SearchBox
          label={t('inventory.search')}
          placeholder={t('inventory.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
      </div>

      <DataTable
        className="mt-4"
        tableClassName="min-w-[860px]"
        caption={t('inventory.title')}
        columns={columns}
        rows={data?.items}
        rowKey={(item) => item.id}
        rowProps={(item) => ({ className: item.active ? undefined : 'bg-gray-50 text-gray-700' })}
        query={list}
        emptyText={t('inventory.empty')}
        pagination={pagination(LIMIT, data?.pagination)}
      />

      <Modal
        open={dialog !== null}
        onOpenChange={(open) => !open && close()}
        title={dialogTitle}
        wide={dialog?.kind !== 'adjust'}
      >
        {dialog?.kind === 'receive' && (
          <ReceiveStockForm
            onDone={(ids) => {
              setReceived(ids);
              close();
            }}
          />
        )}
        {dialog?.kind === 'create' && <ProductForm product={null} onDone={close} />}
        {dialog?.kind === 'transfer' && <CatalogueTransfer onDone={close} />}
        {dialog?.kind === 'edit' && <ProductForm product={dialog.product} onDone={close} />}
        {dialog?.kind === 'adjust' && <AdjustStockForm item={dialog.item} onDone={close} />}
        {dialog?.kind === 'history' && (
          <>
            <MovementHistory productId={dialog.item.id} />
            <HistoryPanel entity="product" entityId={dialog.item.id} className="mt-6" />
          </>
        )}
      </Modal>
    </section>
  );
}
