import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/contract';
import { specialPriceCents, type OfferWrite, type OfferWriteForm } from '@shop/contract/offers';
import { useLanguage } from '@/lib/language';
import { useValidationMessage } from '@/components/form/use-validation-message';
import { productName } from '@/lib/product-name';
import { centsToInput, formatMoney, parseAmount } from '@/lib/money';

type Mode = 'price' | 'percent';

/**
 * One product of the offer: its regular price, a special price OR a percentage off, and the
 * special price that results. The price is typed in dollars and kept in cents in the form.
 */
export function OfferItemRow({ index, product, onRemove }: { index: number; product: Product; onRemove: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const message = useValidationMessage();
  const id = useId();
  const { control, register, setValue, formState } = useFormContext<OfferWriteForm, unknown, OfferWrite>();
  const item = useWatch({ control, name: `items.${index}` });
  const mode: Mode = item?.percent_off != null ? 'percent' : 'price';
  const [priceText, setPriceText] = useState(item?.price_cents != null ? centsToInput(item.price_cents, language) : '');
  const name = productName(product, language);
  const validate = { shouldValidate: formState.isSubmitted, shouldDirty: true };

  const setMode = (next: Mode) => {
    if (next === 'percent') {
      setValue(`items.${index}.price_cents`, null, validate);
      setValue(`items.${index}.percent_off`, 10, validate);
    } else {
      setValue(`items.${index}.percent_off`, null, validate);
      setValue(`items.${index}.price_cents`, product.price_cents, validate);
      setPriceText(centsToInput(product.price_cents, language));
    }
  };

  const onPrice = (text: string) => {
    setPriceText(text);
    // Not an amount: NaN, which the schema refuses with its message.
    setValue(`items.${index}.price_cents`, parseAmount(text, { allowZero: true }) ?? Number.NaN, validate);
  };

  const discount = { price_cents: item?.price_cents ?? null, percent_off: item?.percent_off ?? null };
  const valid = Number.isFinite(discount.price_cents ?? discount.percent_off);
  const errors = formState.errors.items?.[index];
  const error = message(errors?.price_cents?.message ?? errors?.percent_off?.message, t(`offers.items.${mode}`));
  const label = 'mb-1 block text-sm font-medium text-leaf-900';

  return (
    <li className="grid gap-3 rounded-xl bg-leaf-50/50 p-3 ring-1 ring-leaf-100 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end">
      <div>
        <p className="font-semibold text-leaf-900">{name}</p>
        <p className="text-sm text-gray-700">
          {product.sku} · {t('offers.items.regular')} {formatMoney(product.price_cents, language)}
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-mode`} className={label}>
          {t('offers.items.discount')}
        </label>
        <select id={`${id}-mode`} className="input" value={mode} onChange={(e) => setMode(e.target.value as Mode)}>
          <option value="price">{t('offers.items.price')}</option>
          <option value="percent">{t('offers.items.percent')}</option>
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-value`} className={label}>
          {mode === 'price' ? t('offers.items.priceLabel') : t('offers.items.percentLabel')}
        </label>
        {mode === 'price' ? (
          <input
            id={`${id}-value`}
            inputMode="decimal"
            className="input sm:w-32"
            value={priceText}
            onChange={(e) => onPrice(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        ) : (
          <input
            id={`${id}-value`}
            type="number"
            min={1}
            max={100}
            step={1}
            className="input sm:w-24"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            {...register(`items.${index}.percent_off`, { valueAsNumber: true })}
          />
        )}
      </div>
      <div className="flex items-end justify-between gap-3 sm:flex-col sm:items-end">
        <p className="text-sm">
          <span className="text-gray-700">{t('offers.items.special')} </span>
          <output className="font-semibold text-leaf-900 tabular-nums" aria-live="polite">
            {valid ? formatMoney(specialPriceCents(product.price_cents, discount), language) : '—'}
          </output>
        </p>
        <button
          type="button"
          className="btn min-h-9 px-3 py-1 text-sm text-petal-800 ring-1 ring-petal-300 hover:bg-petal-100"
          onClick={onRemove}
          aria-label={t('offers.items.removeNamed', { name })}
        >
          {t('offers.items.remove')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-petal-800 sm:col-span-4">
          {error}
        </p>
      )}
    </li>
  );
}
