import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_KEYS, accountingSettingsSchema, type AccountingSettings } from '@shop/contract/accounting';
import { TextField } from '@/components/form/text-field';
import { useValidationMessage } from '@/components/form/use-validation-message';
import { ApiError } from '@/lib/api-client';
import toast from '@/lib/toast';
import { useSaveAccountingSettings } from '../api/accounting-settings';

/** The accounts the export posts to: a number (Sage 50, the journal) and a name (QuickBooks) each. */
export function AccountsForm({ settings }: { settings: AccountingSettings }) {
  const { t } = useTranslation();
  const id = useId();
  const message = useValidationMessage();
  const save = useSaveAccountingSettings();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AccountingSettings>({ resolver: zodResolver(accountingSettingsSchema), defaultValues: settings });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const reply = await save.mutateAsync(values);
      toast.success(reply.message ?? t('accounting.accounts.saved'));
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : t('accounting.errors.save'));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-4 ring-1 ring-leaf-100 sm:p-5"
      noValidate
    >
      <h2 id={`${id}-title`} className="font-serif text-xl text-leaf-900">
        {t('accounting.accounts.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t('accounting.accounts.lead')}</p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {ACCOUNT_KEYS.map((key) => {
          const legend = t(`accounting.accounts.keys.${key}`);
          const fieldErrors = errors.accounts?.[key];
          return (
            <fieldset key={key} className="rounded-xl p-3 ring-1 ring-leaf-100">
              <legend className="px-1 text-sm font-semibold text-leaf-900">{legend}</legend>
              <div className="grid grid-cols-[6.5rem_1fr] gap-2">
                <TextField
                  label={t('accounting.accounts.number')}
                  inputMode="numeric"
                  autoComplete="off"
                  aria-description={legend}
                  required
                  error={message(fieldErrors?.number?.message, t('accounting.accounts.number'))}
                  {...register(`accounts.${key}.number`)}
                />
                <TextField
                  label={t('accounting.accounts.name')}
                  autoComplete="off"
                  aria-description={legend}
                  required
                  error={message(fieldErrors?.name?.message, t('accounting.accounts.name'))}
                  {...register(`accounts.${key}.name`)}
                />
              </div>
            </fieldset>
          );
        })}
      </div>
      <button type="submit" className="btn btn-primary mt-4 w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? t('accounting.accounts.saving') : t('accounting.accounts.save')}
      </button>
    </form>
  );
}
