import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ORDER_NOTICES,
  ownProfileUpdateSchema,
  type CustomerDetail,
  type OwnProfileForm,
  type OwnProfileUpdate,
} from '@shop/contract/customers';
import { LANGUAGES } from '@shop/contract/constants';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useValidationMessage } from '@/components/form/use-validation-message';
import { usePageTitle } from '@/components/page-title';
import { QueryStatus } from '@/components/query-status';
import { useLanguage } from '@/lib/language';
import { withToasts } from '@/lib/toast-action';
import { writeAuthUser } from '@/lib/auth-storage';
import { formatMoney } from '@/lib/money';
import { useAuthUser } from '@/lib/use-auth-user';
import { useCustomer } from '@/api/customers';
import { useUpdateOwnProfile } from './api/profile';
import { PasswordForm } from './password-form';
import { FreshListSubscription } from '@/features/fresh-list';
import { StandingReminderToggle } from '@/features/standing-orders';
import { OwnSessionsPanel } from '@/components/sessions-panel';
import { useLabels } from '@/lib/use-labels';
import { AddressBook } from '@/components/delivery-addresses';
import { LangLink } from '@/components/lang-link';
import { paths } from '@/config/paths';

// Its own chunk and its own request: the profile does not wait for the offers.
const ActiveOffers = lazy(() => import('@/features/offers').then((m) => ({ default: m.ActiveOffers })));

function ContactForm({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const user = useAuthUser();
  const save = useUpdateOwnProfile(customer.id);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<OwnProfileForm, unknown, OwnProfileUpdate>({
    resolver: zodResolver(ownProfileUpdateSchema),
    defaultValues: {
      phoneNumber: customer.phoneNumber,
      cellPhone: customer.cellPhone ?? '',
      otherPhone: customer.otherPhone ?? '',
      faxNumber: customer.faxNumber ?? '',
      salesPersonName: customer.salesPersonName ?? '',
      businessWebsite: customer.businessWebsite ?? '',
      language: customer.language,
      order_notices: customer.order_notices,
    },
  });
  const field = (name: FieldPath<OwnProfileForm>, type?: string) => ({
    label: t(`fields.${name}`),
    error: message(errors[name as keyof typeof errors]?.message, t(`fields.${name}`)),
    ...(type ? { type } : {}),
    ...register(name),
  });
  const onSubmit = handleSubmit(async (values) => {
    const reply = await withToasts(() => save.mutateAsync(values), t('customers.errors.update'));
    if (reply && user) writeAuthUser({ ...user, language: reply.data.customer.language });
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField {...field('phoneNumber', 'tel')} required />
      <TextField {...field('cellPhone', 'tel')} />
      <TextField {...field('otherPhone', 'tel')} />
      <TextField {...field('faxNumber', 'tel')} />
      <TextField {...field('salesPersonName')} />
      <TextField {...field('businessWebsite')} />
      <SelectField {...field('language')} options={LANGUAGES.map((v) => ({ value: v, label: t(`languages.${v}`) }))} />
      <fieldset className="space-y-2 sm:col-span-2">
        <legend className="font-medium text-leaf-900">{t('profile.notices.legend')}</legend>
        {ORDER_NOTICES.map((notice) => (
          <label key={notice} className="flex min-h-11 items-center gap-3">
            <input type="checkbox" className="size-5 accent-leaf-700" {...register(`order_notices.${notice}`)} />
            <span>{t(`profile.notices.${notice}`)}</span>
          </label>
        ))}
        <p className="text-sm text-gray-700">{t('profile.notices.invoices')}</p>
      </fieldset>
      <div className="sm:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {t('common.save')}
        </button>
      </div>
    </form>
  );
}

/** /customer: the customer's business details, contact details, language, password and balance. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { label } = useLabels();
  const language = useLanguage();
  usePageTitle(t('nav.myAccount'));
  const user = useAuthUser();
  const customer = useCustomer(user?.id ?? 0);
  if (!customer.data) return <QueryStatus query={customer} />;
  const c = customer.data;
  const card = 'rounded-2xl bg-white p-5 ring-1 ring-leaf-100';
  return (
    <div className="space-y-6">
      <div>
        <p className="text-gray-700">
          {t('nav.welcome')}, {c.businessOwnerName}
        </p>
        <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('nav.myAccount')}</h1>
      </div>
      <Suspense fallback={null}>
        <ActiveOffers />
      </Suspense>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="business-title" className={card}>
          <h2 id="business-title" className="font-serif text-xl text-leaf-900">
            {c.businessName}
          </h2>
          <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[max-content_minmax(0,1fr)] sm:gap-y-2">
            <dt className="font-semibold">{t('fields.neqTaxNumber')}</dt>
            <dd>{c.neqTaxNumber}</dd>
            <dt className="font-semibold">{t('fields.emailAddress')}</dt>
            <dd className="break-all">{c.email}</dd>
            <dt className="font-semibold">{t('fields.address1')}</dt>
            <dd>{[c.address1, c.address2, `${c.city} (${c.province}) ${c.postalCode}`].filter(Boolean).join(', ')}</dd>
            <dt className="font-semibold">{t('customers.invoiceType')}</dt>
            <dd>{label('invoiceType', c.invoice_type)}</dd>
          </dl>
          <p className="mt-3 text-sm text-gray-700">{t('profile.businessHint')}</p>
        </section>
        <section aria-labelledby="balance-title" className={card}>
          <h2 id="balance-title" className="font-serif text-xl text-leaf-900">
            {t('customers.balance')}
          </h2>
          <p className="mt-3 text-3xl font-bold tabular-nums text-leaf-900" data-testid="balance">
            {formatMoney(c.balance_cents, language)}
          </p>
          <p className="mt-1 text-sm text-gray-700">{t('profile.balanceHint')}</p>
        </section>
        <section aria-labelledby="contact-title" className={card}>
          <h2 id="contact-title" className="mb-3 font-serif text-xl text-leaf-900">
            {t('profile.contactTitle')}
          </h2>
          <ContactForm customer={c} />
        </section>
        <section aria-labelledby="password-title" className={card}>
          <h2 id="password-title" className="mb-3 font-serif text-xl text-leaf-900">
            {t('profile.passwordTitle')}
          </h2>
          <PasswordForm />
        </section>
        <section aria-labelledby="addresses-title" className={`${card} lg:col-span-2`}>
          <h2 id="addresses-title" className="font-serif text-xl text-leaf-900">
            {t('deliveryAddresses.title')}
          </h2>
          <p className="mt-1 mb-3 text-sm text-gray-700">{t('deliveryAddresses.lead')}</p>
          <AddressBook owner="own" />
        </section>
        <FreshListSubscription className={`${card} lg:col-span-2`} />
        <StandingReminderToggle className={`${card} lg:col-span-2`} />
        <OwnSessionsPanel className={`${card} lg:col-span-2`} />
        <section aria-labelledby="api-tokens-title" className={`${card} lg:col-span-2`}>
          <h2 id="api-tokens-title" className="font-serif text-xl text-leaf-900">
            {t('apiTokens.link.title')}
          </h2>
          <p className="mt-1 mb-3 text-sm text-gray-700">{t('apiTokens.link.lead')}</p>
          <LangLink to={paths.customer.apiTokens} className="btn btn-secondary">
            {t('apiTokens.link.open')}
          </LangLink>
        </section>
      </div>
    </div>
  );
}
