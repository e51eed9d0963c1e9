import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product, Supplier, SupplierProduct } from '@shop/contract';
import { DataTable, type DataColumn } from '@/components/data-table';
import { TextField } from '@/components/form/text-field';
import { ProductPicker } from '@/components/pickers/product-picker';
import { ApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { centsToInput, parseAmount } from '@/lib/money';
import toast from '@/lib/toast';
import { useRemoveSupplierProduct, useSaveSupplierProduct, useSupplierProducts } from '../api/suppliers';
import { formatCost } from '../cost';

const LIMIT = 25;
const small = 'btn btn-secondary min-h-9 px-3 py-1 text-sm';

interface Editing {
  productId: number;
  name: string;
  code: string;
  units: string;
  cost: string;
}

/** The products a supplier sells the shop: its code for each, the units a box holds, the last cost. */
export function SupplierProducts({ supplier }: { supplier: Supplier }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const list = useSupplierProducts(supplier.id, page, LIMIT);
  const save = useSaveSupplierProduct(supplier.id);
  const remove = useRemoveSupplierProduct(supplier.id);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [error, setError] = useState<string | undefined>();
  const nameOf = (p: { name_en: string; name_fr: string }) => (language === 'fr' ? p.name_fr : p.name_en);

  const edit = (link: SupplierProduct) =>
    setEditing({
      productId: link.product_id,
      name: nameOf(link),
      code: link.supplier_code ?? '',
      units: String(link.units_per_box),
      cost: link.last_cost_cents === null ? '' : centsToInput(link.last_cost_cents, language),
    });
  const pick = (p: Product) => setEditing({ productId: p.id, name: nameOf(p), code: '', units: '', cost: '' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const units = Number(editing.units);
    const cost = editing.cost.trim() === '' ? null : parseAmount(editing.cost, { allowZero: true });
    if (!Number.isInteger(units) || units < 1) return setError(t('purchasing.links.unitsInvalid'));
    if (cost === null && editing.cost.trim() !== '') return setError(t('purchasing.links.costInvalid'));
    setError(undefined);
    try {
      const reply = await save.mutateAsync({
        productId: editing.productId,
        body: {
          supplier_code: editing.code,
          units_per_box: units,
          ...(cost !== null ? { last_cost_cents: cost } : {}),
        },
      });
      toast.success(reply.message ?? '');
      setEditing(null);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : t('purchasing.errors.save'));
    }
  };

  const columns: DataColumn<SupplierProduct>[] = [
    {
      id: 'product',
      header: t('purchasing.links.product'),
      rowHeader: true,
      cell: (l) => (
        <span>
          <span className="font-semibold">{nameOf(l)}</span>
          <span className="block text-gray-700">{l.sku}</span>
        </span>
      ),
    },
    { id: 'code', header: t('purchasing.links.code'), cell: (l) => l.supplier_code ?? '—' },
    {
      id: 'units',
      header: t('purchasing.links.unitsPerBox'),
      align: 'right',
      cellClassName: 'tabular-nums',
      cell: (l) => l.units_per_box,
    },
    {
      id: 'cost',
      header: t('purchasing.links.lastCost'),
      align: 'right',
      cellClassName: 'tabular-nums whitespace-nowrap',
      cell: (l) => (l.last_cost_cents === null ? '—' : formatCost(l.last_cost_cents, l.currency, language)),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('purchasing.links.actions')}</span>,
      cell: (l) => (
        <div className="flex flex-wrap justify-end gap-1">
          <button
            type="button"
            className={small}
            onClick={() => edit(l)}
            aria-label={t('purchasing.links.editOf', { name: nameOf(l) })}
          >
            {t('purchasing.links.edit')}
          </button>
          <button
            type="button"
            className={`${small} text-petal-800`}
            disabled={remove.isPending}
            aria-label={t('purchasing.links.removeOf', { name: nameOf(l) })}
            onClick={() =>
              void remove
                .mutateAsync(l.product_id)
                .then((r) => toast.success(r.message ?? ''))
                .catch((err: unknown) =>
                  toast.error(err instanceof ApiError ? err.message : t('purchasing.errors.save')),
                )
            }
          >
            {t('purchasing.links.remove')}
          </button>
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="supplier-products-title" className="mt-8">
      <h2 id="supplier-products-title" className="font-serif text-2xl text-leaf-900">
        {t('purchasing.links.title')}
      </h2>
      <p className="mt-1 text-gray-700">{t('purchasing.links.lead', { currency: supplier.currency })}</p>
      <div className="mt-4 rounded-2xl bg-white p-4 ring-1 ring-leaf-100">
        {editing ? (
          <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3 sm:grid-cols-3">
            <p className="font-semibold sm:col-span-3">{editing.name}</p>
            <TextField
              label={t('purchasing.links.code')}
              value={editing.code}
              onChange={(e) => setEditing({ ...editing, code: e.target.value })}
            />
            <TextField
              label={t('purchasing.links.unitsPerBox')}
              required
              inputMode="numeric"
              value={editing.units}
              onChange={(e) => setEditing({ ...editing, units: e.target.value })}
              error={error}
            />
            <TextField
              label={t('purchasing.links.costIn', { currency: supplier.currency })}
              inputMode="decimal"
              value={editing.cost}
              onChange={(e) => setEditing({ ...editing, cost: e.target.value })}
            />
            <div className="flex flex-wrap gap-2 sm:col-span-3">
              <button type="submit" className="btn btn-primary" disabled={save.isPending}>
                {t('purchasing.save')}
              </button>
              <button type="button" className="btn btn-secondary" onClick={() => setEditing(null)}>
                {t('purchasing.cancel')}
              </button>
            </div>
          </form>
        ) : (
          <ProductPicker
            label={t('purchasing.links.add')}
            onPick={pick}
            exclude={list.data?.products.map((p) => p.product_id) ?? []}
          />
        )}
      </div>
      <DataTable
        className="mt-4"
        tableClassName="min-w-[600px]"
        caption={t('purchasing.links.title')}
        columns={columns}
        rows={list.data?.products}
        rowKey={(l) => l.product_id}
        query={list}
        emptyText={t('purchasing.links.empty')}
        pagination={{
          page,
          limit: LIMIT,
          total: list.data?.pagination.total ?? 0,
          onPage: setPage,
        }}
      />
    </section>
  );
}
