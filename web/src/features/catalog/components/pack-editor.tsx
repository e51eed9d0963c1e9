import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_PACKS, PACK_KINDS, cheapestPerStem, perStemCents } from '@shop/contract/pack-rules';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useValidationMessage } from '@/components/form/use-validation-message';
import { useLanguage } from '@/lib/language';
import { formatMoney, parseAmount } from '@/lib/money';
import type { ProductWrite } from '@shop/contract/catalog';
import type { FormValues } from './product-form-schema';
import { BreaksEditor } from './breaks-editor';

const wholeNumber = (v: unknown) => (v === '' || v === null || v === undefined ? Number.NaN : Number(v));

/**
 * The packs of the product form (decision 052): kind, base units in it, price, offered. A saved
 * pack is no longer offered rather than removed (its orders keep it); a new one may be removed
 * before saving. Each row says its stems and its price per stem, the cheapest per stem said as
 * such. A fieldset per pack: its fields are named "Pack 2: Price" to a screen reader.
 */
export function PackEditor({
  control,
  register,
  errors,
}: {
  control: Control<FormValues, unknown, ProductWrite>;
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const message = useValidationMessage();
  const { fields, append, remove } = useFieldArray({ control, name: 'packs', keyName: 'key' });
  const packs = useWatch({ control, name: 'packs' }) ?? [];
  const stemsPerUnit = Math.max(1, Number(useWatch({ control, name: 'stems_per_unit' })) || 1);
  const priced = packs.map((p, i) => {
    const units = Number(p?.units);
    const price = typeof p?.price_cents === 'string' ? parseAmount(p.price_cents, { allowZero: true }) : null;
    return units >= 1 && price !== null
      ? { id: i, units, stems: units * stemsPerUnit, price_cents: price, active: Boolean(p?.active) }
      : null;
  });
  const best = cheapestPerStem(priced.filter((p) => p !== null));
  const packErrors = errors.packs;
  const listError = packErrors?.root?.message ?? packErrors?.message;
  const fieldError = (i: number, name: 'kind' | 'units' | 'price_cents') =>
    message(packErrors?.[i]?.[name]?.message, t(`products.packs.${name}`));

  return (
    <fieldset className="sm:col-span-2" aria-describedby={listError ? 'packs-error' : undefined}>
      <legend className="mb-1 text-sm font-semibold text-leaf-900">{t('products.packs.title')}</legend>
      <p className="mb-2 text-sm text-gray-700">{t('products.packs.intro')}</p>
      <ol className="space-y-3">
        {fields.map((field, i) => {
          const p = priced[i];
          return (
            <li key={field.key}>
              <fieldset className="rounded border border-gray-200 p-2">
                <legend className="px-1 text-sm font-medium text-leaf-900">
                  {t('products.packs.pack', { position: i + 1 })}
                </legend>
                <div className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[1fr_1fr_1fr_auto_auto]">
                  <SelectField
                    label={t('products.packs.kind')}
                    error={fieldError(i, 'kind')}
                    options={PACK_KINDS.map((k) => ({ value: k, label: t(`products.packs.kinds.${k}`) }))}
                    {...register(`packs.${i}.kind`)}
                  />
                  <TextField
                    label={t('products.packs.units')}
                    error={fieldError(i, 'units')}
                    type="number"
                    min={1}
                    inputMode="numeric"
                    {...register(`packs.${i}.units`, { setValueAs: wholeNumber })}
                  />
                  <TextField
                    label={t('products.packs.price_cents')}
                    error={fieldError(i, 'price_cents')}
                    inputMode="decimal"
                    {...register(`packs.${i}.price_cents`)}
                  />
                  <label className="inline-flex min-h-11 items-center gap-2">
                    <input type="checkbox" className="size-4" {...register(`packs.${i}.active`)} />
                    {t('products.packs.active')}
                  </label>
                  {field.id === undefined && fields.length > 1 ? (
                    <button
                      type="button"
                      className="btn btn-secondary min-h-11"
                      onClick={() => remove(i)}
                      aria-label={t('products.packs.removeOf', { position: i + 1 })}
                    >
                      {t('products.packs.remove')}
                    </button>
                  ) : (
                    <span />
                  )}
                </div>
                {p && (
                  <p className="mt-1 text-sm text-gray-700">
                    {t('products.packs.perStem', {
                      count: p.stems,
                      price: formatMoney(perStemCents(p), language),
                    })}
                    {best?.id === i && <strong className="ml-2 text-leaf-900">{t('products.packs.cheapest')}</strong>}
                  </p>
                )}
                <BreaksEditor control={control} register={register} errors={errors} pack={i} />
              </fieldset>
            </li>
          );
        })}
      </ol>
      {listError && (
        <p id="packs-error" role="alert" className="mt-1 text-sm text-red-700">
          {listError === 'packActive' ? t('products.packs.noneActive') : message(listError, t('products.packs.title'))}
        </p>
      )}
      <button
        type="button"
        className="btn btn-secondary mt-2"
        disabled={fields.length >= MAX_PACKS}
        // Empty until typed: the schema says what is missing.
        onClick={() =>
          append({ kind: 'box', units: '' as unknown as number, price_cents: '', active: true, breaks: [] })
        }
      >
        {t('products.packs.add')}
      </button>
    </fieldset>
  );
}
