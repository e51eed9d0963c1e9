import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Supplier, SupplierInput, SupplierWrite } from '@shop/contract';
import { COUNTRY_CODES, countryName } from '@shop/contract/countries';
import { CURRENCIES, supplierWriteSchema } from '@shop/contract/purchasing';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useValidationMessage } from '@/components/form/use-validation-message';
import { paths, withLang } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import toast from '@/lib/toast';
import { useSaveSupplier } from '../api/suppliers';

type TextName = 'name' | 'contact' | 'email' | 'phone' | 'province' | 'payment_terms' | 'notes' | 'lead_time_days';

const toForm = (s: Supplier | null): SupplierInput => ({
  name: s?.name ?? '',
  country: s?.country ?? '',
  province: s?.province ?? '',
  currency: s?.currency ?? 'USD',
  contact: s?.contact ?? '',
  email: s?.email ?? '',
  phone: s?.phone ?? '',
  lead_time_days: s?.lead_time_days ?? 3,
  payment_terms: s?.payment_terms ?? '',
  notes: s?.notes ?? '',
  active: s?.active ?? true,
});

/** A supplier's details: who, where, in which currency, how long its flowers take, its terms. */
export function SupplierForm({ supplier }: { supplier: Supplier | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const message = useValidationMessage();
  const save = useSaveSupplier(supplier?.id ?? null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SupplierInput, unknown, SupplierWrite>({
    resolver: zodResolver(supplierWriteSchema),
    defaultValues: toForm(supplier),
  });
  const label = (name: string) => t(`purchasing.suppliers.fields.${name}`);
  const field = (name: TextName) => ({
    label: label(name),
    error: message(errors[name]?.message, label(name)),
    ...register(name, name === 'lead_time_days' ? { valueAsNumber: true } : {}),
  });
  const countries = COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, language) })).sort((a, b) =>
    a.label.localeCompare(b.label, language),
  );

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data, message: done } = await save.mutateAsync(values);
      toast.success(done ?? '');
      if (!supplier) await navigate(withLang(language, paths.admin.supplierEdit(data.supplier.id)));
    } catch (err) {
      if (err instanceof ApiError && err.field)
        setError(err.field as FieldPath<SupplierInput>, { message: err.message }, { shouldFocus: true });
      toast.error(err instanceof ApiError ? err.message : t('purchasing.errors.save'));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-leaf-100 sm:grid-cols-2 sm:p-5"
    >
      <TextField {...field('name')} required autoComplete="organization" />
      <TextField {...field('contact')} autoComplete="name" />
      <SelectField
        label={label('country')}
        required
        placeholder={t('purchasing.suppliers.chooseCountry')}
        options={countries}
        error={message(errors.country?.message, label('country'))}
        {...register('country')}
      />
      <TextField {...field('province')} hint={t('purchasing.suppliers.provinceHint')} maxLength={2} />
      <SelectField
        label={label('currency')}
        required
        options={CURRENCIES.map((c) => ({ value: c, label: c }))}
        error={message(errors.currency?.message, label('currency'))}
        {...register('currency')}
      />
      <TextField {...field('lead_time_days')} type="number" min={0} inputMode="numeric" required />
      <TextField {...field('email')} type="email" required autoComplete="email" />
      <TextField {...field('phone')} type="tel" autoComplete="tel" />
      <TextField {...field('payment_terms')} />
      <TextField {...field('notes')} multiline rows={3} />
      <label className="flex items-center gap-2 sm:col-span-2">
        <input type="checkbox" className="size-5 accent-leaf-800" {...register('active')} />
        <span>{label('active')}</span>
      </label>
      <div className="sm:col-span-2">
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={isSubmitting}>
          {isSubmitting ? t('purchasing.saving') : t('purchasing.save')}
        </button>
      </div>
    </form>
  );
}
