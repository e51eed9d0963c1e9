import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/contract';
import { TextField } from '@/components/form/text-field';
import { ProductPicker } from '@/components/pickers/product-picker';
import { ApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { productName } from '@/lib/product-name';
import toast from '@/lib/toast';
import { useSetMinimum } from '../api/needs';

/**
 * A product's minimum stock (issue 37 item 2), which what to buy tops up to: any product, also
 * one nothing is ordered for yet (the needs list shows only products with a demand). 0 removes it.
 * `current` gives the minimum a listed product has, to start from.
 */
export function MinimumStock({ current }: { current: (productId: number) => number | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const save = useSetMinimum();
  const [product, setProduct] = useState<Product | null>(null);
  const [units, setUnits] = useState('');
  const [error, setError] = useState<string | undefined>();

  const pick = (picked: Product) => {
    setProduct(picked);
    setUnits(String(current(picked.id) ?? ''));
    setError(undefined);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const minUnits = Number(units);
    if (!product) return setError(t('purchasing.minimum.noProduct'));
    if (units.trim() === '' || !Number.isInteger(minUnits) || minUnits < 0)
      return setError(t('purchasing.minimum.invalid'));
    setError(undefined);
    try {
      const reply = await save.mutateAsync({ productId: product.id, min_units: minUnits });
      toast.success(reply.message ?? '');
      setProduct(null);
      setUnits('');
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('purchasing.errors.save'));
    }
  };

  return (
    <section aria-labelledby={headingId} className="mt-8 max-w-xl">
      <h2 id={headingId} className="font-serif text-xl font-bold text-leaf-900">
        {t('purchasing.minimum.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t('purchasing.minimum.lead')}</p>
      <form className="mt-3 grid gap-3" onSubmit={(event) => void submit(event)} noValidate>
        {product ? (
          <p className="flex flex-wrap items-center gap-3">
            <span className="font-semibold">{`${product.sku} ${productName(product, language)}`}</span>
            <button type="button" className="text-sm text-leaf-800 underline" onClick={() => setProduct(null)}>
              {t('purchasing.minimum.another')}
            </button>
          </p>
        ) : (
          <ProductPicker label={t('purchasing.minimum.product')} onPick={pick} />
        )}
        <TextField
          label={t('purchasing.minimum.units')}
          hint={t('purchasing.minimum.unitsHint')}
          type="number"
          inputMode="numeric"
          min={0}
          value={units}
          onChange={(event) => setUnits(event.target.value)}
        />
        <div>
          <button
            type="submit"
            className="rounded-md bg-leaf-800 px-4 py-2 font-semibold text-white hover:bg-leaf-900 disabled:opacity-60"
            disabled={save.isPending}
          >
            {save.isPending ? t('purchasing.minimum.saving') : t('purchasing.minimum.save')}
          </button>
        </div>
        {error && (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
