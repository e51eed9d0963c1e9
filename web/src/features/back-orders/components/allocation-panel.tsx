import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackOrderAllocation } from '@shop/contract';
import { formatDateTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { useLabels } from '@/lib/use-labels';
import { withToasts } from '@/lib/toast-action';
import { QueryStatus } from '@/components/query-status';
import { useAllocateBackOrders, useBackOrderAllocation } from '../api/back-orders';

type Choice = { checked: boolean; quantity: string };

/**
 * What a product's stock can fill: its open back-orders, oldest first, each ticked with what the
 * stock fills by default. Staff untick lines or lower quantities, then fill them in one action.
 */
export function AllocationPanel({ productId, onClose }: { productId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const allocation = useBackOrderAllocation(productId);
  return (
    <section aria-labelledby="allocation-title" className="mt-4 rounded-2xl bg-white p-4 ring-1 ring-leaf-100">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id="allocation-title" tabIndex={-1} className="font-serif text-xl font-bold text-leaf-900">
          {allocation.data
            ? t('backOrders.fill.title', { name: allocation.data.product_name })
            : t('backOrders.fill.loading')}
        </h2>
        <button type="button" className="btn btn-secondary min-h-9 px-3 py-1 text-sm" onClick={onClose}>
          {t('backOrders.fill.close')}
        </button>
      </div>
      <QueryStatus query={allocation} />
      {allocation.data && (
        // A fresh form for each reading of the stock, so that its defaults follow it.
        <AllocationForm key={allocation.dataUpdatedAt} allocation={allocation.data} />
      )}
    </section>
  );
}

function AllocationForm({ allocation }: { allocation: BackOrderAllocation }) {
  const { t } = useTranslation();
  const { unitSize } = useLabels();
  const language = useLanguage();
  const allocate = useAllocateBackOrders();
  const [choices, setChoices] = useState<Map<number, Choice>>(
    () =>
      new Map(
        allocation.lines.map((l) => [
          l.order_line_id,
          { checked: l.proposed_quantity > 0, quantity: String(l.proposed_quantity || l.open_quantity) },
        ]),
      ),
  );
  const set = (lineId: number, change: Partial<Choice>) =>
    setChoices((current) => {
      const next = new Map(current);
      next.set(lineId, { ...(current.get(lineId) ?? { checked: false, quantity: '' }), ...change });
      return next;
    });
  const chosen = allocation.lines.flatMap((l) => {
    const c = choices.get(l.order_line_id);
    return c?.checked ? [{ line: l, quantity: c.quantity }] : [];
  });
  const wrong = chosen.find(
    (c) => !/^\d+$/.test(c.quantity) || Number(c.quantity) < 1 || Number(c.quantity) > c.line.open_quantity,
  );
  // In the product's base units, as on_hand: a box of 120 filled takes 120 stems (decision 052).
  const total = chosen.reduce((sum, c) => sum + (Number(c.quantity) || 0) * c.line.pack_units, 0);
  const error = wrong
    ? t('backOrders.fill.badQuantity', { order: wrong.line.order_number, open: wrong.line.open_quantity })
    : total > allocation.on_hand
      ? t('backOrders.fill.overStock', { onHand: allocation.on_hand })
      : undefined;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (error || chosen.length === 0) return;
    await withToasts(
      () =>
        allocate.mutateAsync({
          product_id: allocation.product_id,
          lines: chosen.map((c) => ({ order_line_id: c.line.order_line_id, quantity: Number(c.quantity) })),
        }),
      t('backOrders.errors.allocate'),
    );
  };

  if (allocation.lines.length === 0) return <p className="mt-3 text-gray-700">{t('backOrders.fill.none')}</p>;
  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-3" aria-busy={allocate.isPending}>
      <p className="text-leaf-900">
        {t('backOrders.fill.onHand', { count: allocation.on_hand })}{' '}
        <span className="text-gray-700">{t('backOrders.fill.oldestFirst')}</span>
      </p>
      <ul className="divide-y divide-leaf-100">
        {allocation.lines.map((l) => {
          const c = choices.get(l.order_line_id);
          const id = `fill-${l.order_line_id}`;
          return (
            <li key={l.order_line_id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2">
              <label htmlFor={id} className="flex min-h-11 min-w-0 flex-1 basis-56 items-center gap-3">
                <input
                  id={id}
                  type="checkbox"
                  className="size-5 shrink-0"
                  checked={c?.checked ?? false}
                  onChange={(e) => set(l.order_line_id, { checked: e.target.checked })}
                />
                <span className="min-w-0">
                  <span className="block font-semibold text-leaf-900">
                    {t('backOrders.fill.lineLabel', { order: l.order_number, customer: l.business_name })}
                  </span>
                  <span className="block text-sm text-gray-700">
                    {formatDateTime(l.ordered_at, language)} · {t('backOrders.fill.open', { count: l.open_quantity })} ·{' '}
                    {unitSize(l.unit, l.stems_per_unit)}
                  </span>
                </span>
              </label>
              <label className="flex items-center gap-2 text-sm">
                <span>{t('backOrders.fill.quantity')}</span>
                <input
                  type="number"
                  min={1}
                  max={l.open_quantity}
                  inputMode="numeric"
                  className="input w-24"
                  aria-label={t('backOrders.fill.quantityOf', { order: l.order_number })}
                  disabled={!c?.checked}
                  value={c?.quantity ?? ''}
                  onChange={(e) => set(l.order_line_id, { quantity: e.target.value })}
                />
              </label>
            </li>
          );
        })}
      </ul>
      {error && (
        <p role="alert" className="text-sm font-semibold text-petal-800">
          {error}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary"
        disabled={allocate.isPending || chosen.length === 0 || error !== undefined}
      >
        {t('backOrders.fill.submit', { count: total })}
      </button>
    </form>
  );
}
