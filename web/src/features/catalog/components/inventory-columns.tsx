import { useTranslation } from 'react-i18next';
import type { InventoryItem, Product } from '@shop/contract/catalog';
import { useLanguage } from '@/lib/language';
import type { DataColumn } from '@/components/data-table';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDay } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useCan } from '@/lib/staff-access';
import { withToasts } from '@/lib/toast-action';
import { useDeleteProduct } from '../api/products';
import { productDetails, productName } from '@/lib/product-name';
import { useLabels } from '@/lib/use-labels';
import { carriesCost, CostAndMargin } from '@/components/cost-and-margin';

/** The dialogs a row of the inventory opens. */
export type InventoryDialog =
  | { kind: 'edit'; product: Product }
  | { kind: 'adjust'; item: InventoryItem }
  | { kind: 'history'; item: InventoryItem };

const small = 'btn btn-secondary min-h-9 px-3 py-1 text-sm';

function ProductCell({ item }: { item: InventoryItem }) {
  const { t } = useTranslation();
  const { unitSize } = useLabels();
  const language = useLanguage();
  return (
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
        <span className="font-semibold text-leaf-900">{productName(item, language)}</span>
        {!item.active && <span className="ml-2 rounded bg-gray-200 px-1.5 text-xs">{t('inventory.inactive')}</span>}
        <span className="block text-gray-700">
          {item.sku} · {productDetails(item, unitSize(item.unit, item.stems_per_unit), language)}
        </span>
      </div>
    </div>
  );
}

/**
 * Adjust and history for those who keep the stock (inventory); edit and remove the product for
 * those who may change the catalogue (catalog.write, the owner), as the server requires.
 */
function RowActions({ item, open }: { item: InventoryItem; open: (dialog: InventoryDialog) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  const remove = useDeleteProduct();
  const name = productName(item, language);
  return (
    <div className="flex justify-end gap-1">
      <button
        type="button"
        className={small}
        onClick={() => open({ kind: 'adjust', item })}
        aria-label={t('inventory.adjust.labelOf', { name })}
      >
        {t('inventory.adjust.open')}
      </button>
      <button
        type="button"
        className={small}
        onClick={() => open({ kind: 'history', item })}
        aria-label={t('inventory.history.labelOf', { name })}
      >
        {t('inventory.history.open')}
      </button>
      {can('catalog.write') && (
        <>
          <button
            type="button"
            className={small}
            onClick={() => open({ kind: 'edit', product: item })}
            aria-label={t('products.editOf', { name })}
          >
            {t('products.edit')}
          </button>
          {item.active && (
            <ConfirmDialog
              trigger={
                <button type="button" className={small} aria-label={t('products.removeOf', { name })}>
                  {t('products.remove')}
                </button>
              }
              title={t('products.removeTitle', { name })}
              description={t('products.removeText')}
              confirmLabel={t('products.remove')}
              onConfirm={() => void withToasts(() => remove.mutateAsync(item.id), t('products.errors.delete'))}
            />
          )}
        </>
      )}
    </div>
  );
}

/** The inventory's columns: product, category, price (cost and margin for the owner and office), on hand (low stock marked), arrival, actions. */
export function useInventoryColumns(open: (dialog: InventoryDialog) => void): DataColumn<InventoryItem>[] {
  const { t } = useTranslation();
  const language = useLanguage();
  return [
    { id: 'product', header: t('inventory.columns.product'), cell: (item) => <ProductCell item={item} /> },
    {
      id: 'category',
      header: t('inventory.columns.category'),
      cell: (item) => (
        <>
          {language === 'fr' ? item.category_name_fr : item.category_name_en}
          <span className="block text-gray-700">{item.fresh ? t('products.fresh') : t('products.dry')}</span>
        </>
      ),
    },
    {
      id: 'price',
      header: t('inventory.columns.price'),
      align: 'right',
      cellClassName: 'tabular-nums',
      cell: (item) => (
        <>
          {formatMoney(item.price_cents, language)}
          {/* The owner and the office only: the server gives no cost to other readers. */}
          {carriesCost(item) && (
            <span className="block text-xs text-gray-700">
              <CostAndMargin figures={item} />
            </span>
          )}
        </>
      ),
    },
    {
      id: 'onHand',
      header: t('inventory.columns.onHand'),
      align: 'right',
      cellClassName: 'tabular-nums',
      cell: (item) => {
        const isLow = item.on_hand <= item.low_stock_at;
        return (
          <>
            <span className={isLow ? 'rounded bg-petal-100 px-1.5 font-semibold text-petal-800' : ''}>
              {item.on_hand}
            </span>
            {isLow && <span className="block text-xs text-petal-800">{t('inventory.lowBadge')}</span>}
          </>
        );
      },
    },
    {
      id: 'arrived',
      header: t('inventory.columns.arrived'),
      cell: (item) =>
        item.arrived_on ? (
          <>
            {formatDay(item.arrived_on, language)}
            {item.age_days !== null && (
              <span className="block text-gray-700">{t('inventory.age', { count: item.age_days })}</span>
            )}
          </>
        ) : (
          '—'
        ),
    },
    {
      id: 'actions',
      header: t('inventory.columns.actions'),
      align: 'right',
      cell: (item) => <RowActions item={item} open={open} />,
    },
  ];
}
