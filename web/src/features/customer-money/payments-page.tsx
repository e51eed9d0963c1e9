import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { usePageTitle } from '@/components/page-title';
import { usePayments } from '@/api/payments';
import { DataTable } from '@/components/data-table';
import { useAuthUser } from '@/lib/use-auth-user';
import { paymentsPdfUrl } from './api/statement';
import { DownloadLink } from '@/components/ui/download-link';
import { MoneyPageHeader } from './components/money-page-header';
import { usePaymentColumns } from './components/payment-columns';
import { PeriodFilter } from './components/period-filter';
import { usePeriod } from './use-period';

const LIMIT = 25;

/** /customer/payments: the payments received from the customer in a period, and their PDF. */
export default function PaymentsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('customerMoney.payments.title'));
  const customerId = useAuthUser()?.id ?? 0;
  const periodState = usePeriod();
  const { period, page, setPage } = periodState;
  const query = usePayments(customerId, page, { limit: LIMIT, ...period });
  const data = query.data;
  const columns = usePaymentColumns();

  return (
    <section className="space-y-5">
      <MoneyPageHeader
        title={t('customerMoney.payments.title')}
        lead={t('customerMoney.payments.lead')}
        action={
          <DownloadLink href={paymentsPdfUrl(customerId, period, language)}>
            {t('customerMoney.payments.download')}
          </DownloadLink>
        }
      />
      <PeriodFilter state={periodState} />
      <DataTable
        caption={t('customerMoney.payments.table')}
        columns={columns}
        rows={data?.payments}
        rowKey={(payment) => payment.id}
        rowProps={() => ({ 'data-testid': 'payment-row' })}
        query={query}
        emptyText={t('customerMoney.payments.empty')}
        pagination={{ page, limit: LIMIT, total: data?.pagination.total ?? 0, onPage: setPage }}
      />
    </section>
  );
}
