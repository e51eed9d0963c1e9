import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INVOICE_TYPES, type CustomerDetail, type InvoiceType } from '@shop/contract/customers';
import { HistoryPanel } from '@/components/history-panel';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { QueryStatus } from '@/components/query-status';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/language';
import { useCan } from '@/lib/staff-access';
import { AddressBook } from '@/components/delivery-addresses';
import { withToasts } from '@/lib/toast-action';
import { formatMoney } from '@/lib/money';
import { useCustomer } from '@/api/customers';
import { useUpdateInvoiceType } from './api/customers';
import { CustomerRowActions } from './components/customer-row-actions';
import { EmailsPanel } from './components/emails-panel';
import { NotesPanel } from './components/notes-panel';
import { PaymentsPanel } from './components/payments-panel';
import { useLabels } from '@/lib/use-labels';
import { usePaymentTermsTexts } from './payment-terms';
import { CustomerOrdersPanel } from '@/features/tickets';
import { CustomerPricesPanel } from '@/features/prices';

function ProfileList({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const rows: [string, React.ReactNode][] = [
    [t('fields.businessOwnerName'), customer.businessOwnerName],
    [
      t('fields.emailAddress'),
      <a className="break-all text-leaf-800 underline" href={`mailto:${customer.email}`}>
        {customer.email}
      </a>,
    ],
    [t('fields.phoneNumber'), customer.phoneNumber],
    [t('fields.cellPhone'), customer.cellPhone],
    [t('fields.otherPhone'), customer.otherPhone],
    [t('fields.faxNumber'), customer.faxNumber],
    [
      t('fields.address1'),
      [customer.address1, customer.address2, `${customer.city} (${customer.province}) ${customer.postalCode}`]
        .filter(Boolean)
        .join(', '),
    ],
    [t('fields.neqTaxNumber'), customer.neqTaxNumber],
    [t('fields.businessType'), t(`businessTypes.${customer.businessType}`)],
    [t('fields.salesPersonName'), customer.salesPersonName],
    [t('fields.businessWebsite'), customer.businessWebsite],
    [t('fields.language'), t(`languages.${customer.language}`)],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-leaf-900">{label}</dt>
            <dd className="text-gray-900">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** /admin/customers/view/{id}: profile, account, billing, orders, notes and payments of one customer. */
export default function CustomerViewPage() {
  const { t } = useTranslation();
  const { label } = useLabels();
  const terms = usePaymentTermsTexts();
  const language = useLanguage();
  const id = Number(useParams().id);
  const customer = useCustomer(id);
  const invoiceType = useUpdateInvoiceType(id);
  const can = useCan();
  usePageTitle(customer.data?.businessName ?? t('customers.title'));

  if (!customer.data) return <QueryStatus query={customer} />;
  const c = customer.data;

  const onInvoiceType = (value: InvoiceType) =>
    withToasts(() => invoiceType.mutateAsync(value), t('customers.errors.invoiceType'));

  return (
    <div>
      <nav aria-label={t('common.breadcrumb')} className="text-sm">
        <LangLink to={paths.admin.customers} className="text-leaf-800 underline">
          {t('customers.title')}
        </LangLink>
      </nav>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl font-bold text-leaf-900">
          {c.businessName} <StatusBadge customer={c} />
        </h1>
        {c.status !== 'pending' && <CustomerRowActions customer={c} showView={false} />}
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1.3fr_1fr]">
        <div className="space-y-6">
          <section aria-labelledby="profile-title" className="rounded-2xl bg-white p-5 ring-1 ring-leaf-100">
            <h2 id="profile-title" className="font-serif text-xl text-leaf-900">
              {t('customers.profile')}
            </h2>
            <div className="mt-3">
              <ProfileList customer={c} />
            </div>
            {c.document && (
              <a className="btn btn-secondary mt-4 min-h-9 px-4 py-1.5 text-sm" href={c.document.url}>
                {t('customers.document', { name: c.document.name })}
              </a>
            )}
          </section>
          <section aria-labelledby="addresses-title" className="rounded-2xl bg-white p-5 ring-1 ring-leaf-100">
            <h2 id="addresses-title" className="font-serif text-xl text-leaf-900">
              {t('deliveryAddresses.title')}
            </h2>
            <p className="mt-1 mb-3 text-sm text-gray-700">{t('deliveryAddresses.staffLead')}</p>
            <AddressBook owner={{ customerId: c.id }} canWrite={can('customers.write')} />
          </section>
          <CustomerOrdersPanel customerId={c.id} />
          <PaymentsPanel customerId={c.id} />
        </div>
        <div className="space-y-6">
          <section aria-labelledby="billing-title" className="rounded-2xl bg-white p-5 ring-1 ring-leaf-100">
            <h2 id="billing-title" className="font-serif text-xl text-leaf-900">
              {t('customers.billing')}
            </h2>
            <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2">
              <dt className="font-semibold">{t('customers.balance')}</dt>
              <dd data-testid="balance" className="tabular-nums">
                {formatMoney(c.balance_cents, language)}
              </dd>
              <dt className="font-semibold">{t('customers.creditLimit')}</dt>
              <dd className="tabular-nums">
                {c.credit_limit_cents === null ? t('customers.noLimit') : formatMoney(c.credit_limit_cents, language)}
              </dd>
              <dt className="font-semibold">{t('customers.deliveryZone')}</dt>
              <dd>{c.delivery_zone ? label('zone', c.delivery_zone) : t('customers.noZone')}</dd>
              <dt className="font-semibold">{t('customers.paymentTerms')}</dt>
              <dd data-testid="payment-terms">{terms.text(c.payment_terms, c.invoice_type)}</dd>
              {/* Read only for those who may not write customers (the counter): the type as text. */}
              {!can('customers.write') && (
                <>
                  <dt className="font-semibold">{t('customers.invoiceType')}</dt>
                  <dd>{label('invoiceType', c.invoice_type)}</dd>
                </>
              )}
            </dl>
            {can('customers.write') && (
              <label className="mt-4 block">
                <span className="mb-1 block font-medium text-leaf-900">{t('customers.invoiceType')}</span>
                <select
                  className="input"
                  value={c.invoice_type}
                  onChange={(e) => void onInvoiceType(e.target.value as InvoiceType)}
                  disabled={invoiceType.isPending}
                >
                  {INVOICE_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {label('invoiceType', type)}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </section>
          <CustomerPricesPanel customerId={c.id} />
          <NotesPanel customerId={c.id} />
          <EmailsPanel customerId={c.id} />
        </div>
      </div>
      <HistoryPanel entity="customer" entityId={c.id} className="mt-6 rounded-2xl bg-white p-5 ring-1 ring-leaf-100" />
    </div>
  );
}
