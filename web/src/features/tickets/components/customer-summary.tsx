import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { LangLink } from '@/components/lang-link';
import { paths } from '@/config/paths';
import { useCustomer } from '@/api/customers';
import { formatMoney } from '@/lib/money';
import { useLabels } from '@/lib/use-labels';

/**
 * The chosen customer and what staff need while taking the order (PRODUCT.md): where they are,
 * the language to speak, how they are billed and what they owe.
 */
export function CustomerSummary({
  customer,
  onChange,
}: {
  customer: { id: number; name: string };
  /** Absent when the customer cannot change (a refund credits the original's customer). */
  onChange?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const { label } = useLabels();
  const language = useLanguage();
  const detail = useCustomer(customer.id).data;
  const rows: [string, string][] = detail
    ? [
        [t('tickets.customer.city'), `${detail.city} (${detail.province})`],
        [t('tickets.customer.zone'), detail.delivery_zone ? label('zone', detail.delivery_zone) : '—'],
        [t('tickets.customer.language'), t(`languages.${detail.language}`)],
        [t('tickets.customer.invoiceType'), label('invoiceType', detail.invoice_type)],
        [
          t('tickets.customer.balance'),
          formatMoney(detail.balance_cents, language) +
            (detail.credit_limit_cents !== null
              ? ` · ${t('tickets.customer.creditLimit', { amount: formatMoney(detail.credit_limit_cents, language) })}`
              : ''),
        ],
      ]
    : [];
  return (
    <div className="rounded-xl bg-leaf-50/60 p-4 ring-1 ring-leaf-100" data-testid="ticket-customer">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="font-semibold text-leaf-900">
          <LangLink
            to={paths.admin.customerView(customer.id)}
            className="underline-offset-2 hover:underline"
            title={t('tickets.customer.profile')}
          >
            {detail?.businessName ?? customer.name}
          </LangLink>
        </p>
        {onChange && (
          <button type="button" className="btn btn-secondary min-h-9 px-3 py-1 text-sm" onClick={onChange}>
            {t('tickets.customer.change')}
          </button>
        )}
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-700">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
