import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/contract';
import { beforeDeliveryCutoff } from '@shop/contract/delivery';
import { useLanguage } from '@/lib/language';
import { productName } from '@/lib/product-name';
import { withToasts } from '@/lib/toast-action';
import { useNow } from '@/lib/use-now';
import { useChangeOwnOrder } from '../api/customer-orders';

/**
 * A pending web order's quantities can be changed by its florist until the cutoff of its
 * delivery day (issue 34, item 3); 0 takes a product off. The server checks the same rule and
 * the stock: what it refuses (too much asked, the cutoff passed meanwhile) is said in a toast
 * and the quantities typed stay for another try.
 */
export function ChangeOrder({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const now = useNow(60_000);
  const [open, setOpen] = useState(false);
  const formId = useId();
  if (order.source !== 'web' || order.status !== 'pending' || !beforeDeliveryCutoff(order.delivery_date, now))
    return null;
  return (
    <div className="rounded-2xl bg-white p-4 ring-1 ring-leaf-100">
      <p className="text-sm text-gray-700">{t('orderChange.hint')}</p>
      <button
        type="button"
        className="btn btn-secondary mt-3"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((was) => !was)}
      >
        {t('orderChange.button')}
      </button>
      {open && <ChangeForm id={formId} order={order} onDone={() => setOpen(false)} />}
    </div>
  );
}

function ChangeForm({ id, order, onDone }: { id: string; order: OrderDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const change = useChangeOwnOrder(order.id);
  const [quantities, setQuantities] = useState(() => order.lines.map((line) => String(line.quantity)));
  const [error, setError] = useState<string | null>(null);
  const errorId = `${id}-error`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const lines = order.lines
      .map((line, i) => ({ product_id: line.product_id, quantity: Number(quantities[i]) }))
      .filter((line) => line.quantity > 0);
    if (quantities.some((q) => !/^\d+$/.test(q.trim()))) return setError(t('orderChange.wholeNumbers'));
    if (lines.length === 0) return setError(t('orderChange.nothingLeft'));
    setError(null);
    const reply = await withToasts(() => change.mutateAsync({ lines }), t('orderChange.failed'));
    if (reply) onDone();
  };

  return (
    <form id={id} className="mt-4 space-y-3" noValidate onSubmit={(e) => void submit(e)}>
      <ul className="space-y-2">
        {order.lines.map((line, i) => (
          <li key={line.id} className="flex items-center justify-between gap-3">
            <label htmlFor={`${id}-${line.id}`} className="min-w-0 flex-1 text-sm">
              {productName(line, language)}
            </label>
            <input
              id={`${id}-${line.id}`}
              className="input w-24 text-right tabular-nums"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={quantities[i]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => setQuantities((all) => all.map((q, j) => (j === i ? e.target.value : q)))}
            />
          </li>
        ))}
      </ul>
      <p className="text-xs text-gray-700">{t('orderChange.zeroRemoves')}</p>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={change.isPending}>
        {change.isPending ? t('orderChange.saving') : t('orderChange.save')}
      </button>
    </form>
  );
}
