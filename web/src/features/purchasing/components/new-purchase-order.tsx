import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/contract';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { ProductPicker } from '@/components/pickers/product-picker';
import { paths, withLang } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { parseAmount } from '@/lib/money';
import toast from '@/lib/toast';
import { useCreatePurchaseOrder } from '../api/purchase-orders';
import { useSupplierList } from '../api/suppliers';

interface Line {
  product: Product;
  boxes: string;
  perBox: string;
  cost: string;
}

/** A new draft: its supplier, the arrival wanted, and lines of boxes × units per box at a cost per unit. */
export function NewPurchaseOrder() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const suppliers = useSupplierList({ active: 'true', limit: 100 });
  const create = useCreatePurchaseOrder();
  const [supplierId, setSupplierId] = useState('');
  const [arrival, setArrival] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [error, setError] = useState<string | undefined>();
  const currency = suppliers.data?.suppliers.find((s) => String(s.id) === supplierId)?.currency ?? '';
  const change = (index: number, patch: Partial<Line>) =>
    setLines((current) => current.map((l, i) => (i === index ? { ...l, ...patch } : l)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = lines.map((l) => ({
      product_id: l.product.id,
      boxes: Number(l.boxes),
      units_per_box: Number(l.perBox),
      unit_cost_cents: parseAmount(l.cost, { allowZero: true }),
    }));
    if (!supplierId || !arrival || parsed.length === 0) return setError(t('purchasing.orders.incomplete'));
    if (parsed.some((l) => !(l.boxes >= 1) || !(l.units_per_box >= 1) || l.unit_cost_cents === null))
      return setError(t('purchasing.orders.lineInvalid'));
    setError(undefined);
    try {
      const reply = await create.mutateAsync({
        supplier_id: Number(supplierId),
        arrival_date: arrival,
        lines: parsed.map((l) => ({ ...l, unit_cost_cents: l.unit_cost_cents ?? 0 })),
      });
      toast.success(reply.message ?? '');
      await navigate(withLang(language, paths.admin.purchaseOrderView(reply.data.purchase_order.id)));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('purchasing.errors.save'));
    }
  };

  return (
    <details className="mt-4 rounded-2xl bg-white p-4 ring-1 ring-leaf-100">
      <summary className="cursor-pointer font-semibold text-leaf-900">{t('purchasing.orders.create')}</summary>
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('purchasing.orders.supplier')}
            required
            value={supplierId}
            placeholder={t('purchasing.orders.chooseSupplier')}
            onChange={(e) => setSupplierId(e.target.value)}
            options={(suppliers.data?.suppliers ?? []).map((s) => ({
              value: String(s.id),
              label: `${s.name} (${s.currency})`,
            }))}
          />
          <TextField
            label={t('purchasing.orders.arrival')}
            type="date"
            required
            value={arrival}
            onChange={(e) => setArrival(e.target.value)}
          />
        </div>
        <ProductPicker
          label={t('purchasing.orders.addLine')}
          onPick={(product) => setLines((current) => [...current, { product, boxes: '1', perBox: '', cost: '' }])}
          exclude={lines.map((l) => l.product.id)}
        />
        {lines.length > 0 && (
          <ul className="space-y-3" aria-label={t('purchasing.orders.lines')}>
            {lines.map((l, i) => {
              const name = language === 'fr' ? l.product.name_fr : l.product.name_en;
              return (
                <li key={l.product.id} className="grid gap-2 rounded-xl p-3 ring-1 ring-leaf-100 sm:grid-cols-4">
                  <p className="font-semibold sm:col-span-4">
                    {name} <span className="font-normal text-gray-700">{l.product.sku}</span>
                  </p>
                  <TextField
                    label={t('purchasing.orders.boxes')}
                    aria-description={name}
                    inputMode="numeric"
                    value={l.boxes}
                    onChange={(e) => change(i, { boxes: e.target.value })}
                  />
                  <TextField
                    label={t('purchasing.links.unitsPerBox')}
                    aria-description={name}
                    inputMode="numeric"
                    value={l.perBox}
                    onChange={(e) => change(i, { perBox: e.target.value })}
                  />
                  <TextField
                    label={t('purchasing.orders.costIn', { currency })}
                    aria-description={name}
                    inputMode="decimal"
                    value={l.cost}
                    onChange={(e) => change(i, { cost: e.target.value })}
                  />
                  <button
                    type="button"
                    className="btn btn-secondary self-end"
                    onClick={() => setLines((current) => current.filter((_, j) => j !== i))}
                    aria-label={t('purchasing.links.removeOf', { name })}
                  >
                    {t('purchasing.links.remove')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {error && (
          <p role="alert" className="text-petal-800">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={create.isPending}>
          {t('purchasing.orders.draft')}
        </button>
      </form>
    </details>
  );
}
