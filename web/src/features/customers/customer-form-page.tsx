import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import toast from '@/lib/toast';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BUSINESS_TYPES, PROVINCES } from '@shop/contract/registration';
import {
  customerWriteSchema,
  type CustomerDetail,
  type CustomerWrite,
  type CustomerWriteForm,
} from '@shop/contract/customers';
import { DELIVERY_ZONES, LANGUAGES } from '@shop/contract/constants';
import { PAYMENT_TERMS } from '@shop/contract/receivables';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useValidationMessage } from '@/components/form/use-validation-message';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { QueryStatus } from '@/components/query-status';
import { paths, withLang } from '@/config/paths';
import { useLanguage } from '@/lib/language';
import { ApiError } from '@/lib/api-client';
import { centsToInput, parseAmount } from '@/lib/money';
import { useCustomer } from '@/api/customers';
import { useCreateCustomer, useUpdateCustomer } from './api/customers';
import { useLabels } from '@/lib/use-labels';
import { usePaymentTermsTexts } from './payment-terms';
import { usePriceLevelOptions } from '@/features/prices';

const DOCUMENT_MAX = 10 * 1024 * 1024;

function toForm(c: CustomerDetail): CustomerWriteForm {
  return {
    businessName: c.businessName,
    neqTaxNumber: c.neqTaxNumber,
    phoneNumber: c.phoneNumber,
    cellPhone: c.cellPhone ?? '',
    otherPhone: c.otherPhone ?? '',
    faxNumber: c.faxNumber ?? '',
    address1: c.address1,
    address2: c.address2 ?? '',
    city: c.city,
    province: c.province,
    postalCode: c.postalCode,
    businessOwnerName: c.businessOwnerName,
    salesPersonName: c.salesPersonName ?? '',
    businessType: c.businessType,
    emailAddress: c.email,
    language: c.language,
    businessWebsite: c.businessWebsite ?? '',
    delivery_zone: c.delivery_zone,
    payment_terms: c.payment_terms,
    price_level_id: c.price_level_id ?? null,
  };
}

/** Create and edit share this form (POST multipart with a document / PUT JSON). */
function CustomerForm({ existing }: { existing: CustomerDetail | null }) {
  const { t } = useTranslation();
  const { label } = useLabels();
  const terms = usePaymentTermsTexts();
  const language = useLanguage();
  const navigate = useNavigate();
  const message = useValidationMessage();
  const create = useCreateCustomer();
  const update = useUpdateCustomer(existing?.id ?? 0);
  const levelOptions = usePriceLevelOptions();
  const [document, setDocument] = useState<File | null>(null);
  const [documentError, setDocumentError] = useState<string | undefined>();
  const [limitText, setLimitText] = useState(
    existing?.credit_limit_cents != null ? centsToInput(existing.credit_limit_cents, language) : '',
  );
  const [limitError, setLimitError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CustomerWriteForm, unknown, CustomerWrite>({
    resolver: zodResolver(customerWriteSchema),
    defaultValues: existing ? toForm(existing) : { language: 'fr', province: 'QC' },
  });

  const field = (name: FieldPath<CustomerWriteForm>, options: { required?: boolean; type?: string } = {}) => ({
    label: t(`fields.${name}`),
    error: message(errors[name as keyof typeof errors]?.message, t(`fields.${name}`)),
    required: options.required ?? false,
    ...(options.type ? { type: options.type } : {}),
    ...register(name),
  });

  const onSubmit = handleSubmit(async (values) => {
    const limit = limitText.trim() === '' ? null : parseAmount(limitText);
    if (limitText.trim() !== '' && limit === null) return setLimitError(t('customers.payments.badAmount'));
    setLimitError(undefined);
    const body = { ...values, credit_limit_cents: limit };
    try {
      const { data, message: done } = existing
        ? await update.mutateAsync(body)
        : await create.mutateAsync({ values: body, document });
      toast.success(done ?? '');
      await navigate(withLang(language, paths.admin.customerView(data.customer.id)));
    } catch (err) {
      if (err instanceof ApiError && err.field && err.field in values)
        setError(err.field as FieldPath<CustomerWriteForm>, { message: err.message }, { shouldFocus: true });
      toast.error(
        err instanceof ApiError ? err.message : existing ? t('customers.errors.update') : t('customers.errors.create'),
      );
    }
  });

  const onFile = (file: File | null) => {
    if (file && file.size > DOCUMENT_MAX) {
      setDocumentError(t('customers.documentTooBig'));
      setDocument(null);
      return;
    }
    setDocumentError(undefined);
    setDocument(file);
  };

  const box = 'grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-leaf-100 sm:grid-cols-2';
  const legend = 'px-1 font-serif text-xl text-leaf-900';
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <fieldset className={box}>
        <legend className={legend}>{t('signup.business')}</legend>
        <TextField {...field('businessName', { required: true })} />
        <TextField {...field('neqTaxNumber', { required: true })} />
        <SelectField
          {...field('businessType', { required: true })}
          placeholder={t('signup.choose')}
          options={BUSINESS_TYPES.map((v) => ({ value: v, label: t(`businessTypes.${v}`) }))}
        />
        <TextField {...field('businessWebsite')} />
      </fieldset>
      <fieldset className={box}>
        <legend className={legend}>{t('signup.contact')}</legend>
        <TextField {...field('businessOwnerName', { required: true })} />
        <TextField {...field('salesPersonName')} />
        <TextField {...field('emailAddress', { required: true, type: 'email' })} />
        <SelectField
          {...field('language', { required: true })}
          options={LANGUAGES.map((v) => ({ value: v, label: t(`languages.${v}`) }))}
        />
        <TextField {...field('phoneNumber', { required: true, type: 'tel' })} />
        <TextField {...field('cellPhone', { type: 'tel' })} />
        <TextField {...field('otherPhone', { type: 'tel' })} />
        <TextField {...field('faxNumber', { type: 'tel' })} />
      </fieldset>
      <fieldset className={box}>
        <legend className={legend}>{t('signup.address')}</legend>
        <TextField {...field('address1', { required: true })} />
        <TextField {...field('address2')} />
        <TextField {...field('city', { required: true })} />
        <SelectField
          {...field('province', { required: true })}
          options={PROVINCES.map((v) => ({ value: v, label: t(`provinces.${v}`) }))}
        />
        <TextField {...field('postalCode', { required: true })} />
      </fieldset>
      <fieldset className={box}>
        <legend className={legend}>{t('customers.billing')}</legend>
        <TextField
          label={t('customers.creditLimit')}
          inputMode="decimal"
          value={limitText}
          onChange={(e) => setLimitText(e.target.value)}
          error={limitError}
          hint={t('customers.creditLimitHint')}
        />
        <SelectField
          label={t('customers.deliveryZone')}
          placeholder={t('customers.noZone')}
          // Left empty, the server takes the zone of the city (Laval, Longueuil…) when it knows it.
          {...(existing ? {} : { hint: t('customers.zoneFromCity') })}
          options={DELIVERY_ZONES.map((z) => ({ value: z, label: label('zone', z) }))}
          error={message(errors.delivery_zone?.message, t('customers.deliveryZone'))}
          {...register('delivery_zone', { setValueAs: (v: string | null) => (v ? v : null) })}
        />
        <SelectField
          label={t('customers.paymentTerms')}
          // A new customer is invoiced per order until staff change it on their page.
          placeholder={terms.defaultOption(existing?.invoice_type ?? 'per_order')}
          hint={terms.hint}
          options={PAYMENT_TERMS.map((value) => ({ value, label: label('paymentTerms', value) }))}
          error={message(errors.payment_terms?.message, t('customers.paymentTerms'))}
          {...register('payment_terms', { setValueAs: (v: string | null) => (v ? v : null) })}
        />
        {/* Drawn once the levels are read, so the customer's own is selected. */}
        {levelOptions && (
          <SelectField
            label={t('prices.customer.level')}
            placeholder={t('prices.customer.noLevel')}
            hint={t('customers.priceLevelHint')}
            options={levelOptions}
            error={message(errors.price_level_id?.message, t('prices.customer.level'))}
            {...register('price_level_id', { setValueAs: (v: string | number | null) => (v ? Number(v) : null) })}
          />
        )}
        {!existing && (
          <TextField
            label={t('customers.documentLabel')}
            type="file"
            accept="application/pdf,image/jpeg,image/png,image/webp"
            onChange={(e) => onFile(e.target.files?.[0] ?? null)}
            error={documentError}
            hint={t('customers.documentHint')}
            name="document"
          />
        )}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {existing ? t('common.save') : t('customers.create')}
        </button>
        <LangLink
          to={existing ? paths.admin.customerView(existing.id) : paths.admin.customers}
          className="btn btn-secondary"
        >
          {t('common.cancel')}
        </LangLink>
      </div>
    </form>
  );
}

/** /admin/customers/create and /admin/customers/edit/{id}. */
export default function CustomerFormPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const customer = useCustomer(id ?? 0);
  const title = id ? t('customers.editTitle') : t('customers.create');
  usePageTitle(title);
  return (
    <section>
      <nav aria-label={t('common.breadcrumb')} className="text-sm">
        <LangLink to={paths.admin.customers} className="text-leaf-800 underline">
          {t('customers.title')}
        </LangLink>
      </nav>
      <h1 className="mt-2 font-serif text-3xl font-bold text-leaf-900">{title}</h1>
      <p className="mb-6 text-gray-700">{id ? customer.data?.businessName : t('customers.createLead')}</p>
      {id === null ? (
        <CustomerForm existing={null} />
      ) : customer.data ? (
        <CustomerForm existing={customer.data} />
      ) : (
        <QueryStatus query={customer} />
      )}
    </section>
  );
}
