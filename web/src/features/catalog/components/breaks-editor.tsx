import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_PRICE_BREAKS } from '@shop/contract/price-rules';
import type { ProductWrite } from '@shop/contract/catalog';
import { TextField } from '@/components/form/text-field';
import { useValidationMessage } from '@/components/form/use-validation-message';
import type { FormValues } from './product-form-schema';

const wholeNumber = (v: unknown) => (v === '' || v === null || v === undefined ? Number.NaN : Number(v));

/**
 * A pack's quantity breaks (decision 060): from so many packs on one line, a lower price per
 * pack. Each break costs less than the pack and than the breaks of smaller quantities (the
 * schema and the server say so on the break's price). Its fields are named "Pack 2, break 1:
 * From" to a screen reader by the fieldset around them.
 */
export function BreaksEditor({
  control,
  register,
  errors,
  pack,
}: {
  control: Control<FormValues, unknown, ProductWrite>;
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
  pack: number;
}) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const { fields, append, remove } = useFieldArray({ control, name: `packs.${pack}.breaks`, keyName: 'key' });
  const breakErrors = errors.packs?.[pack]?.breaks;
  const listError = breakErrors?.root?.message ?? breakErrors?.message;
  const fieldError = (i: number, name: 'min_quantity' | 'price_cents') =>
    message(breakErrors?.[i]?.[name]?.message, t(`products.packs.breaks.${name}`));

  return (
    <fieldset className="mt-2">
      <legend className="text-sm font-medium text-leaf-900">{t('products.packs.breaks.title')}</legend>
      {fields.length === 0 && <p className="text-sm text-gray-700">{t('products.packs.breaks.none')}</p>}
      <ol className="space-y-2">
        {fields.map((field, i) => (
          <li key={field.key}>
            <fieldset className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[1fr_1fr_auto]">
              <legend className="sr-only">{t('products.packs.breaks.one', { pack: pack + 1, position: i + 1 })}</legend>
              <TextField
                label={t('products.packs.breaks.min_quantity')}
                error={fieldError(i, 'min_quantity')}
                type="number"
                min={2}
                inputMode="numeric"
                {...register(`packs.${pack}.breaks.${i}.min_quantity`, { setValueAs: wholeNumber })}
              />
              <TextField
                label={t('products.packs.breaks.price_cents')}
                error={fieldError(i, 'price_cents')}
                inputMode="decimal"
                {...register(`packs.${pack}.breaks.${i}.price_cents`)}
              />
              <button
                type="button"
                className="btn btn-secondary col-span-2 min-h-11 sm:col-span-1"
                onClick={() => remove(i)}
                aria-label={t('products.packs.breaks.removeOf', { pack: pack + 1, position: i + 1 })}
              >
                {t('products.packs.remove')}
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      {listError && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {message(listError, t('products.packs.breaks.title'))}
        </p>
      )}
      <button
        type="button"
        className="btn btn-secondary mt-2 min-h-11"
        disabled={fields.length >= MAX_PRICE_BREAKS}
        onClick={() => append({ min_quantity: '' as unknown as number, price_cents: '' as unknown as number })}
        aria-label={t('products.packs.breaks.addOf', { pack: pack + 1 })}
      >
        {t('products.packs.breaks.add')}
      </button>
    </fieldset>
  );
}
