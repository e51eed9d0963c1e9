import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { FormProvider, useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import toast from '@/lib/toast';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Offer, Product } from '@shop/contract';
import { offerWriteSchema, type OfferWrite, type OfferWriteForm } from '@shop/contract/offers';
import { useLanguage } from '@/lib/language';
import { TextField } from '@/components/form/text-field';
import { useValidationMessage } from '@/components/form/use-validation-message';
import { LangLink } from '@/components/lang-link';
import { paths, withLang } from '@/config/paths';
import { ProductPicker } from '@/components/pickers/product-picker';
import { ApiError } from '@/lib/api-client';
import { useSaveOffer } from '../api/offers';
import { addDays, businessToday, copyTitle, daysBetween } from '../offer-text';
import { OfferImageUpload } from './offer-image-upload';
import { OfferItemRow } from './offer-item-row';

export type OfferFormMode = 'create' | 'edit' | 'duplicate';

/** The form's values from an existing offer; a duplicate is retitled and starts today, as long as the original. */
function toForm(offer: Offer, mode: OfferFormMode): OfferWriteForm {
  const today = businessToday();
  const copy = mode === 'duplicate';
  return {
    title_en: copy ? copyTitle(offer.title_en, 'en') : offer.title_en,
    title_fr: copy ? copyTitle(offer.title_fr, 'fr') : offer.title_fr,
    text_en: offer.text_en ?? '',
    text_fr: offer.text_fr ?? '',
    starts_on: copy ? today : offer.starts_on,
    ends_on: copy ? addDays(today, daysBetween(offer.starts_on, offer.ends_on)) : offer.ends_on,
    published: offer.published,
    items: offer.items.map(({ product_id, price_cents, percent_off }) => ({ product_id, price_cents, percent_off })),
  };
}

function emptyForm(): OfferWriteForm {
  const today = businessToday();
  return {
    title_en: '',
    title_fr: '',
    text_en: '',
    text_fr: '',
    starts_on: today,
    ends_on: addDays(today, 6),
    published: true,
    items: [],
  };
}

/** /admin/special-offers/create, edit/{id} and duplicate/{id} share this form (SPEC §2). */
export function OfferForm({ existing, mode }: { existing: Offer | null; mode: OfferFormMode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const message = useValidationMessage();
  const editing = mode === 'edit' && existing ? existing : null;
  const save = useSaveOffer(editing?.id ?? null);
  const pickerRef = useRef<HTMLInputElement>(null);
  // The products of the items, for their names and regular prices (the form holds ids only).
  const [products, setProducts] = useState(() => new Map(existing?.items.map((i) => [i.product_id, i.product])));
  const form = useForm<OfferWriteForm, unknown, OfferWrite>({
    resolver: zodResolver(offerWriteSchema),
    defaultValues: existing ? toForm(existing, mode) : emptyForm(),
  });
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const items = useFieldArray({ control, name: 'items' });

  const field = (name: 'title_en' | 'title_fr' | 'text_en' | 'text_fr' | 'starts_on' | 'ends_on') => ({
    label: t(`offers.fields.${name}`),
    error: message(errors[name]?.message, t(`offers.fields.${name}`)),
    ...register(name),
  });

  const addProduct = (product: Product) => {
    setProducts((current) => new Map(current).set(product.id, product));
    items.append({ product_id: product.id, price_cents: null, percent_off: 10 }, { shouldFocus: false });
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data, message: done } = await save.mutateAsync(values);
      toast.success(done ?? '');
      await navigate(withLang(language, paths.admin.offerView(data.offer.id)));
    } catch (err) {
      if (err instanceof ApiError && err.field)
        setError(err.field as FieldPath<OfferWriteForm>, { message: err.message }, { shouldFocus: true });
      toast.error(err instanceof ApiError ? err.message : t(editing ? 'offers.errors.update' : 'offers.errors.create'));
    }
  });

  const box = 'grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-leaf-100 sm:grid-cols-2';
  const legend = 'px-1 font-serif text-xl text-leaf-900';
  const itemsError = message(errors.items?.message ?? errors.items?.root?.message, t('offers.items.title'));
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        <fieldset className={box}>
          <legend className={legend}>{t('offers.sections.text')}</legend>
          <TextField {...field('title_en')} required lang="en" />
          <TextField {...field('title_fr')} required lang="fr" />
          <TextField {...field('text_en')} multiline rows={3} lang="en" />
          <TextField {...field('text_fr')} multiline rows={3} lang="fr" />
        </fieldset>
        <fieldset className={box}>
          <legend className={legend}>{t('offers.sections.period')}</legend>
          <TextField {...field('starts_on')} type="date" required />
          <TextField
            {...field('ends_on')}
            type="date"
            required
            {...(mode === 'duplicate' ? { hint: t('offers.adjustDates') } : {})}
          />
          <label className="flex items-center gap-2 sm:col-span-2">
            <input type="checkbox" className="size-5 accent-leaf-800" {...register('published')} />
            <span>{t('offers.fields.published')}</span>
          </label>
          <p className="-mt-3 text-sm text-gray-700 sm:col-span-2">{t('offers.publishedHint')}</p>
        </fieldset>
        <fieldset className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-leaf-100">
          <legend className={legend}>{t('offers.items.title')}</legend>
          <ProductPicker
            ref={pickerRef}
            label={t('offers.items.add')}
            onPick={addProduct}
            exclude={items.fields.map((f) => f.product_id)}
          />
          {items.fields.length === 0 ? (
            <p className="text-gray-700">{t('offers.items.empty')}</p>
          ) : (
            <ul className="space-y-3" aria-label={t('offers.items.title')}>
              {items.fields.map((f, index) => {
                const product = products.get(f.product_id);
                return product ? (
                  <OfferItemRow
                    key={f.id}
                    index={index}
                    product={product}
                    onRemove={() => {
                      items.remove(index);
                      pickerRef.current?.focus();
                    }}
                  />
                ) : null;
              })}
            </ul>
          )}
          {itemsError && (
            <p className="text-sm font-medium text-petal-800" role="alert">
              {itemsError}
            </p>
          )}
        </fieldset>
        {editing && (
          <section aria-labelledby="offer-image-title" className="rounded-2xl bg-white p-5 ring-1 ring-leaf-100">
            <h2 id="offer-image-title" className={legend}>
              {t('offers.image.title')}
            </h2>
            <div className="mt-3">
              <OfferImageUpload offer={editing} />
            </div>
          </section>
        )}
        {!editing && <p className="text-sm text-gray-700">{t('offers.image.afterSave')}</p>}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {editing ? t('common.save') : t('offers.save')}
          </button>
          <LangLink to={editing ? paths.admin.offerView(editing.id) : paths.admin.offers} className="btn btn-secondary">
            {t('common.cancel')}
          </LangLink>
        </div>
      </form>
    </FormProvider>
  );
}
