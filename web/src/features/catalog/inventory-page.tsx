import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListParams } from '@/lib/use-list-params';
import { PRODUCT_CATEGORIES, type InventoryItem, type Product } from '@shop/contract/catalog';
import { useLanguage } from '@/lib/language';
import { usePageTitle } from '@/components/page-title';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Modal } from '@/components/ui/modal';
import { SearchBox } from '@/components/ui/list-controls';
import { ListStatus } from '@/components/ui/list-status';
import { Pagination } from '@/components/ui/pagination';
import { formatDay } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { withToasts } from '@/lib/toast-action';
import { useInventory } from './api/inventory';
import { useDeleteProduct } from './api/products';
import { AdjustStockForm } from './components/adjust-stock-form';
import { MovementHistory } from './components/movement-history';
import { ProductForm } from './components/product-form';
import { ReceiveStockForm } from './components/receive-stock-form';
import { productDetails, productName } from '@/lib/product-name';
import { useLabels } from '@/lib/use-labels';

const LIMIT = 25;
const ACTIVE_FILTERS = ['active', 'inactive', 'all'] as const;

type Dialog =
  | { kind: 'receive' }
  | { kind: 'create' }
  | { kind: 'edit'; product: Product }
  | { kind: 'adjust'; item: InventoryItem }
  | { kind: 'history'; item: InventoryItem }
  | null;

/** /admin/inventory: stock levels, receipts, adjustments, the ledger, and the catalogue itself. */
export default function InventoryPage() {
  const { t } = useTranslation();
  const { unitSize } = useLabels();
  const language = useLanguage();
  usePageTitle(t('inventory.title'));
  const { params, page, search, setSearch, debounced, update } = useListParams();
  const category = PRODUCT_CATEGORIES.find((c) => c === params.get('category'));
  const low = params.get('low') === 'true';
  const active = ACTIVE_FILTERS.find((a) => a === params.get('active')) ?? 'active';
  const [dialog, setDialog] = useState<Dialog>(null);
  const remove = useDeleteProduct();

  const list = useInventory({
    page,
    limit: LIMIT,
    active,
    ...(debounced ? { search: debounced } : {}),
    ...(category ? { category } : {}),
    ...(low ? { low: 'true' as const } : {}),
  });
  const close = () => setDialog(null);
  const data = list.data;

  const dialogTitle =
    dialog?.kind === 'receive'
      ? t('inventory.receive.title')
      : dialog?.kind === 'create'
        ? t('products.create')
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
          <button type="button" className="btn btn-secondary" onClick={() => setDialog({ kind: 'create' })}>
            {t('products.create')}
          </button>
        </div>
      </div>

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
              {PRODUCT_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`products.categories.${c}`)}
                </option>
              ))}
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

      <div className="mt-4 overflow-x-auto rounded-2xl bg-white ring-1 ring-leaf-100" aria-busy={list.isFetching}>
        <table className="w-full min-w-[860px] text-sm">
          <caption className="sr-only">{t('inventory.title')}</caption>
          <thead className="bg-leaf-50 text-left text-leaf-900">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('inventory.columns.product')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('inventory.columns.category')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t('inventory.columns.price')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t('inventory.columns.onHand')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('inventory.columns.arrived')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t('inventory.columns.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-leaf-100">
            {data?.items.map((item) => {
              const name = productName(item, language);
              const isLow = item.on_hand <= item.low_stock_at;
              return (
                <tr key={item.id} className={item.active ? undefined : 'bg-gray-50 text-gray-700'}>
                  <td className="px-3 py-2">
                    <div className="flex items-center gap-3">
                      {item.image ? (
                        <img
                          src={item.image.thumb}
                          alt=""
                          width={40}
                          height={40}
                          loading="lazy"
                          className="size-10 rounded-lg object-cover"
                        />
                      ) : (
                        <span aria-hidden="true" className="size-10 rounded-lg bg-leaf-50" />
                      )}
                      <div>
                        <span className="font-semibold text-leaf-900">{name}</span>
                        {!item.active && (
                          <span className="ml-2 rounded bg-gray-200 px-1.5 text-xs">{t('inventory.inactive')}</span>
                        )}
                        <span className="block text-gray-700">
                          {item.sku} · {productDetails(item, unitSize(item.unit, item.stems_per_unit))}
                        </span>
                      </div>
                    </div>
                  </td>
                  <td className="px-3 py-2">
                    {t(`products.categories.${item.category}`)}
                    <span className="block text-gray-700">{item.fresh ? t('products.fresh') : t('products.dry')}</span>
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatMoney(item.price_cents, language)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    <span className={isLow ? 'rounded bg-petal-100 px-1.5 font-semibold text-petal-800' : ''}>
                      {item.on_hand}
                    </span>
                    {isLow && <span className="block text-xs text-petal-800">{t('inventory.lowBadge')}</span>}
                  </td>
                  <td className="px-3 py-2">
                    {item.arrived_on ? (
                      <>
                        {formatDay(item.arrived_on, language)}
                        {item.age_days !== null && (
                          <span className="block text-gray-700">{t('inventory.age', { count: item.age_days })}</span>
                        )}
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex justify-end gap-1">
                      <button
                        type="button"
                        className="btn btn-secondary min-h-9 px-3 py-1 text-sm"
                        onClick={() => setDialog({ kind: 'adjust', item })}
                        aria-label={t('inventory.adjust.labelOf', { name })}
                      >
                        {t('inventory.adjust.open')}
                      </button>
                      <button
                        type="button"
                        className="btn btn-secondary min-h-9 px-3 py-1 text-sm"
                        onClick={() => setDialog({ kind: 'history', item })}
                        aria-label={t('inventory.history.labelOf', { name })}
                      >
                        {t('inventory.history.open')}
                      </button>
                      <button
                        type="button"
                        className="btn btn-secondary min-h-9 px-3 py-1 text-sm"
                        onClick={() => setDialog({ kind: 'edit', product: item })}
                        aria-label={t('products.editOf', { name })}
                      >
                        {t('products.edit')}
                      </button>
                      {item.active && (
                        <ConfirmDialog
                          trigger={
                            <button
                              type="button"
                              className="btn btn-secondary min-h-9 px-3 py-1 text-sm"
                              aria-label={t('products.removeOf', { name })}
                            >
                              {t('products.remove')}
                            </button>
                          }
                          title={t('products.removeTitle', { name })}
                          description={t('products.removeText')}
                          confirmLabel={t('products.remove')}
                          onConfirm={() =>
                            void withToasts(() => remove.mutateAsync(item.id), t('products.errors.delete'))
                          }
                        />
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <ListStatus query={list} isEmpty={data?.items.length === 0} emptyText={t('inventory.empty')} />
      </div>
      {data && (
        <div className="mt-4">
          <Pagination
            page={page}
            limit={LIMIT}
            total={data.pagination.total}
            onPage={(p) => update({ page: String(p) })}
          />
        </div>
      )}

      <Modal
        open={dialog !== null}
        onOpenChange={(open) => !open && close()}
        title={dialogTitle}
        wide={dialog?.kind !== 'adjust'}
      >
        {dialog?.kind === 'receive' && <ReceiveStockForm onDone={close} />}
        {dialog?.kind === 'create' && <ProductForm product={null} onDone={close} />}
        {dialog?.kind === 'edit' && <ProductForm product={dialog.product} onDone={close} />}
        {dialog?.kind === 'adjust' && <AdjustStockForm item={dialog.item} onDone={close} />}
        {dialog?.kind === 'history' && <MovementHistory productId={dialog.item.id} />}
      </Modal>
    </section>
  );
}
