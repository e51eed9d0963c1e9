import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/contract';
import { TextField } from '@/components/form/text-field';
import { useLanguage } from '@/lib/language';
import { withToasts } from '@/lib/toast-action';
import { useReceiveStock } from '../api/inventory';
import { productName } from '@/lib/product-name';
import { ProductPicker } from '@/components/pickers/product-picker';

interface Line {
  product: Product;
  quantity: string;
}

/**
 * A delivery of several products, keyboard-first: search a product, Enter adds it and moves to
 * its quantity, Enter there goes back to the search. Saved all at once (all or nothing).
 */
export function ReceiveStockForm({ onDone }: { onDone: (received: number[]) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const receive = useReceiveStock();
  const [lines, setLines] = useState<Line[]>([]);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const search = useRef<HTMLInputElement>(null);
  const quantities = useRef(new Map<number, HTMLInputElement>());

  const add = (product: Product) => {
    setLines((current) => [...current, { product, quantity: '' }]);
    // Focus the new line's quantity once it is rendered.
    requestAnimationFrame(() => quantities.current.get(product.id)?.focus());
  };

  const valid = lines.length > 0 && lines.every((l) => /^\d+$/.test(l.quantity) && Number(l.quantity) > 0);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!valid) return setError(t('inventory.receive.invalid'));
    setError(undefined);
    const done = await withToasts(
      () =>
        receive.mutateAsync({
          lines: lines.map((l) => ({ product_id: l.product.id, quantity: Number(l.quantity) })),
          note: note.trim() || null,
        }),
      t('inventory.errors.receive'),
    );
    if (done) onDone(lines.map((l) => l.product.id));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-busy={receive.isPending}>
      <ProductPicker
        ref={search}
        label={t('inventory.receive.search')}
        exclude={lines.map((l) => l.product.id)}
        onPick={add}
      />
      {lines.length > 0 && (
        <table className="w-full text-sm">
          <caption className="sr-only">{t('inventory.receive.lines')}</caption>
          <thead>
            <tr className="text-left">
              <th scope="col" className="py-1">
                {t('inventory.columns.product')}
              </th>
              <th scope="col" className="py-1">
                {t('inventory.receive.quantity')}
              </th>
              <th scope="col" className="py-1">
                <span className="sr-only">{t('inventory.receive.remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, i) => (
              <tr key={line.product.id} className="border-t border-leaf-100">
                <td className="py-1 pr-2">
                  {productName(line.product, language)}
                  <span className="block text-gray-700">{t('products.onHand', { count: line.product.on_hand })}</span>
                </td>
                <td className="py-1 pr-2">
                  <input
                    ref={(el) => {
                      if (el) quantities.current.set(line.product.id, el);
                      else quantities.current.delete(line.product.id);
                    }}
                    type="number"
                    min={1}
                    inputMode="numeric"
                    required
                    aria-label={t('inventory.receive.quantityOf', { name: productName(line.product, language) })}
                    className="input w-24"
                    value={line.quantity}
                    onChange={(e) =>
                      setLines((current) => current.map((l, j) => (j === i ? { ...l, quantity: e.target.value } : l)))
                    }
                    onKeyDown={(e) => {
                      if (e.key !== 'Enter') return;
                      e.preventDefault();
                      search.current?.focus();
                    }}
                  />
                </td>
                <td className="py-1 text-right">
                  <button
                    type="button"
                    className="rounded px-2 py-1 text-petal-800 hover:bg-petal-100"
                    onClick={() => setLines((current) => current.filter((_, j) => j !== i))}
                  >
                    {t('inventory.receive.remove')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <TextField
        label={t('inventory.fields.note')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={500}
      />
      {error && (
        <p role="alert" className="text-sm text-petal-800">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={receive.isPending}>
        {receive.isPending ? t('products.saving') : t('inventory.receive.submit', { count: lines.length })}
      </button>
    </form>
  );
}
