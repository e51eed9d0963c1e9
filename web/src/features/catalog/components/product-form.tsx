import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import toast from '@/lib/toast';
import { useTranslation } from 'react-i18next';
import { PRICE_LIST_SECTIONS } from '@shop/contract/constants';
import { PRODUCT_IMAGE, PRODUCT_UNITS, type Product, type ProductWrite } from '@shop/contract/catalog';
import { COUNTRY_CODES, countryName } from '@shop/contract/countries';
import { useCategories, useColours } from '@/api/categories';
import { optionLabel } from '@/components/category-options';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useValidationMessage } from '@/components/form/use-validation-message';
import { UploadProgress } from '@/components/ui/upload-progress';
import { ApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { useSaveProduct, useUploadProductImage } from '../api/products';
import { useLabels } from '@/lib/use-labels';
import { Spinner } from '@/components/spinner';
import { PackEditor } from './pack-editor';
import { formSchema, numberOrNull, toForm, type FormValues } from './product-form-schema';
import { ProductPictures } from './product-pictures';

interface Props {
  product: Product | null;
  onDone: (product: Product) => void;
}

/**
 * Create and edit a product, then (optionally) its first picture; an existing product's pictures
 * are ProductPictures' (saved as they change): staff manage the catalogue from the inventory.
 */
export function ProductForm({ product, onDone }: Props) {
  const { t } = useTranslation();
  const { label: labelOf } = useLabels();
  const language = useLanguage();
  const message = useValidationMessage();
  const save = useSaveProduct(product?.id ?? null);
  const upload = useUploadProductImage();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const [progress, setProgress] = useState(0);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, ProductWrite>({
    resolver: zodResolver(formSchema) as never,
    defaultValues: toForm(product, language),
  });

  const categories = useCategories(true);
  const colours = useColours();
  // The live tree, and the product's own category even if archived since (it keeps it).
  const categoryChoices = (categories.data ?? [])
    .filter((c) => !c.archived || c.slug === product?.category)
    .map((c) => ({ value: c.slug, label: optionLabel(c, language) }));
  const colourChoices = (colours.data ?? []).map((c) => ({
    value: String(c.id),
    label: language === 'fr' ? c.name_fr : c.name_en,
  }));
  const countries = COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, language) })).sort((a, b) =>
    a.label.localeCompare(b.label, language),
  );

  const label = (name: string) => t(`products.fields.${name}`);
  const field = (name: FieldPath<FormValues>, options: { required?: boolean; number?: boolean } = {}) => ({
    label: label(name),
    error: message(errors[name as keyof typeof errors]?.message as string | undefined, label(name)),
    required: options.required ?? false,
    ...register(name, options.number ? { setValueAs: numberOrNull } : {}),
  });

  const onImage = (file: File | null) => {
    const allowed: readonly string[] = PRODUCT_IMAGE.types;
    if (file && (file.size > PRODUCT_IMAGE.maxBytes || !allowed.includes(file.type))) {
      setImageError(t('products.imageRule'));
      setImage(null);
      return;
    }
    setImageError(undefined);
    setImage(file);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      let result = saved.data.product;
      if (image) {
        setProgress(0);
        result = (await upload.mutateAsync({ id: result.id, file: image, onProgress: setProgress })).data.product;
      }
      toast.success(saved.message ?? '');
      onDone(result);
    } catch (err) {
      if (err instanceof ApiError && err.field && (err.field in values || err.field.startsWith('packs')))
        setError(err.field as FieldPath<FormValues>, { message: err.message }, { shouldFocus: true });
      if (err instanceof ApiError && err.field === 'image') setImageError(err.message);
      toast.error(
        err instanceof ApiError ? err.message : t(product ? 'products.errors.update' : 'products.errors.create'),
      );
    }
  });

  const busy = isSubmitting || upload.isPending;
  // The selects need their choices before the form's values are put in them.
  if (!categories.data || !colours.data) return <Spinner />;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-busy={busy}>
      <TextField {...field('sku', { required: true })} autoComplete="off" />
      <SelectField
        {...field('category', { required: true })}
        placeholder={t('products.choose')}
        options={categoryChoices}
      />
      <TextField {...field('name_en', { required: true })} lang="en" />
      <TextField {...field('name_fr', { required: true })} lang="fr" />
      <TextField {...field('variety')} />
      <SelectField
        {...field('colour_id', { number: true })}
        placeholder={t('catalogue.facts.noColour')}
        options={colourChoices}
      />
      <TextField {...field('grade')} />
      <TextField {...field('length_cm', { number: true })} type="number" min={1} inputMode="numeric" />
      <TextField {...field('stems_per_bunch', { number: true })} type="number" min={1} inputMode="numeric" />
      <SelectField {...field('origin')} placeholder={t('catalogue.facts.noOrigin')} options={countries} />
      <SelectField
        {...field('unit', { required: true })}
        options={PRODUCT_UNITS.map((u) => ({ value: u, label: labelOf('unit', u) }))}
      />
      <TextField
        {...field('stems_per_unit', { required: true, number: true })}
        type="number"
        min={1}
        inputMode="numeric"
      />
      <TextField {...field('low_stock_at', { number: true })} type="number" min={0} inputMode="numeric" />
      <PackEditor control={control} register={register} errors={errors} />
      <TextField {...field('description_en')} multiline rows={2} lang="en" className="sm:col-span-2" />
      <TextField {...field('description_fr')} multiline rows={2} lang="fr" />
      <fieldset className="sm:col-span-2">
        <legend className="mb-1 text-sm font-semibold text-leaf-900">{label('sections')}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {PRICE_LIST_SECTIONS.map((s) => (
            <label key={s} className="inline-flex items-center gap-2">
              <input type="checkbox" value={s} {...register('sections')} className="size-4" />
              {t(`footer.sections.${s}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-x-5 gap-y-2 sm:col-span-2">
        <label className="inline-flex items-center gap-2">
          <input type="checkbox" {...register('fresh')} className="size-4" />
          {label('fresh')}
        </label>
        <label className="inline-flex items-center gap-2">
          <input type="checkbox" {...register('active')} className="size-4" />
          {label('active')}
        </label>
      </div>
      {product ? (
        <ProductPictures product={product} />
      ) : (
        <TextField
          label={label('image')}
          type="file"
          accept={PRODUCT_IMAGE.types.join(',')}
          onChange={(e) => onImage(e.target.files?.[0] ?? null)}
          error={imageError}
          hint={t('products.imageRule')}
          name="image"
          className="sm:col-span-2"
        />
      )}
      <div className="flex items-center gap-3 sm:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('products.saving') : product ? t('common.save') : t('products.create')}
        </button>
        {busy && !upload.isPending && (
          <span role="status" className="text-sm text-gray-700">
            {t('products.saving')}
          </span>
        )}
        {upload.isPending && <UploadProgress fraction={progress} />}
      </div>
    </form>
  );
}
