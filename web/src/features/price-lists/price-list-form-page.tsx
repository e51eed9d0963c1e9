import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import toast from '@/lib/toast';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRICE_LIST_SECTIONS } from '@shop/contract/constants';
import {
  PRICE_LIST_FILE,
  priceListFieldsSchema,
  type PriceListDetail,
  type PriceListFields,
  type PriceListForm,
} from '@shop/contract/price-lists';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useValidationMessage } from '@/components/form/use-validation-message';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { QueryStatus } from '@/components/query-status';
import { paths, withLang } from '@/config/paths';
import { useLanguage } from '@/lib/language';
import { UploadProgress } from '@/components/ui/upload-progress';
import { ApiError } from '@/lib/api-client';
import { usePriceList, useSavePriceList } from './api/price-lists';

/** What the file input offers; the server checks the type again, by content. */
const ACCEPT =
  '.pdf,.xlsx,.csv,application/pdf,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

const toForm = (list: PriceListDetail): PriceListForm => ({
  title_en: list.title_en,
  title_fr: list.title_fr,
  section: list.section,
  valid_from: list.valid_from ?? '',
  valid_to: list.valid_to ?? '',
  published: list.published ? 'true' : 'false',
});

/** Create and edit share this form; on edit the file may be left empty (the current one stays). */
function PriceListFormBody({ existing }: { existing: PriceListDetail | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const message = useValidationMessage();
  const save = useSavePriceList(existing?.id ?? null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [progress, setProgress] = useState(0);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PriceListForm, unknown, PriceListFields>({
    resolver: zodResolver(priceListFieldsSchema),
    defaultValues: existing ? toForm(existing) : { section: 'all-products', published: 'false' },
  });

  const field = (name: FieldPath<PriceListForm>, options: { required?: boolean; type?: string } = {}) => ({
    label: t(`priceLists.fields.${name}`),
    error: message(errors[name]?.message, t(`priceLists.fields.${name}`)),
    required: options.required ?? false,
    ...(options.type ? { type: options.type } : {}),
    ...register(name),
  });

  const onFile = (chosen: File | null) => {
    setFile(null);
    if (chosen && chosen.size > PRICE_LIST_FILE.maxBytes) return setFileError(t('priceLists.form.fileTooBig'));
    if (chosen && !/\.(pdf|xlsx|csv)$/i.test(chosen.name)) return setFileError(t('priceLists.form.fileType'));
    setFileError(undefined);
    setFile(chosen);
  };

  const onSubmit = handleSubmit(async (values) => {
    if (!existing && !file) return setFileError(fileError ?? t('priceLists.form.fileRequired'));
    if (fileError) return;
    try {
      setProgress(0);
      const { message: done } = await save.mutateAsync({ values, file, onProgress: setProgress });
      toast.success(done ?? '');
      await navigate(withLang(language, paths.admin.priceLists));
    } catch (err) {
      if (err instanceof ApiError && err.field === 'file') setFileError(err.message);
      else if (err instanceof ApiError && err.field && err.field in values)
        setError(err.field as FieldPath<PriceListForm>, { message: err.message }, { shouldFocus: true });
      toast.error(
        err instanceof ApiError ? err.message : t(existing ? 'priceLists.errors.update' : 'priceLists.errors.create'),
      );
    }
  });

  const box = 'grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-leaf-100 sm:grid-cols-2';
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-busy={isSubmitting}>
      <fieldset className={box}>
        <legend className="px-1 font-serif text-xl text-leaf-900">{t('priceLists.form.details')}</legend>
        <TextField {...field('title_en', { required: true })} lang="en" />
        <TextField {...field('title_fr', { required: true })} lang="fr" />
        <SelectField
          {...field('section', { required: true })}
          options={PRICE_LIST_SECTIONS.map((s) => ({ value: s, label: t(`footer.sections.${s}`) }))}
        />
        <SelectField
          {...field('published', { required: true })}
          options={[
            { value: 'true', label: t('priceLists.form.publishedYes') },
            { value: 'false', label: t('priceLists.form.publishedNo') },
          ]}
        />
        <TextField {...field('valid_from', { type: 'date' })} hint={t('priceLists.form.validHint')} />
        <TextField {...field('valid_to', { type: 'date' })} hint={t('priceLists.form.validHint')} />
      </fieldset>
      <fieldset className={box}>
        <legend className="px-1 font-serif text-xl text-leaf-900">{t('priceLists.fields.file')}</legend>
        <TextField
          label={t('priceLists.fields.file')}
          type="file"
          name="file"
          accept={ACCEPT}
          required={!existing}
          onChange={(e) => onFile(e.target.files?.[0] ?? null)}
          error={fileError}
          hint={
            existing?.file ? t('priceLists.form.fileKeep', { name: existing.file.name }) : t('priceLists.form.fileHint')
          }
        />
      </fieldset>
      {isSubmitting && <UploadProgress fraction={progress} />}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {existing ? t('common.save') : t('priceLists.admin.create')}
        </button>
        <LangLink to={paths.admin.priceLists} className="btn btn-secondary">
          {t('common.cancel')}
        </LangLink>
      </div>
    </form>
  );
}

/** /admin/price-lists/create and /admin/price-lists/edit/{id}. */
export default function PriceListFormPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const list = usePriceList(id ?? 0);
  const title = id ? t('priceLists.form.editTitle') : t('priceLists.admin.create');
  usePageTitle(title);
  return (
    <section>
      <nav aria-label={t('priceLists.form.breadcrumb')} className="text-sm">
        <LangLink to={paths.admin.priceLists} className="text-leaf-800 underline">
          {t('priceLists.admin.title')}
        </LangLink>
      </nav>
      <h1 className="mt-2 mb-6 font-serif text-3xl font-bold text-leaf-900">{title}</h1>
      {id === null ? (
        <PriceListFormBody existing={null} />
      ) : list.data ? (
        <PriceListFormBody existing={list.data} />
      ) : (
        <QueryStatus query={list} />
      )}
    </section>
  );
}
