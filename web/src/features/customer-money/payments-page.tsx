import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { usePageTitle } from '@/components/page-title';
import { ListStatus } from '@/components/ui/list-status';
import { Pagination } from '@/components/ui/pagination';
import { usePayments } from '@/api/payments';
import { useAuthUser } from '@/lib/use-auth-user';
import { paymentsPdfUrl } from './api/statement';
import { DownloadLink } from './components/download-link';
import { MoneyPageHeader } from './components/money-page-header';
import { PaymentsTable } from './components/payments-table';
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
      <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-leaf-100" aria-busy={query.isFetching}>
        {data && data.payments.length > 0 && (
          <PaymentsTable payments={data.payments} caption={t('customerMoney.payments.table')} />
        )}
        <ListStatus query={query} isEmpty={data?.payments.length === 0} emptyText={t('customerMoney.payments.empty')} />
      </div>
      {data && data.pagination.total > 0 && (
        <Pagination page={page} limit={LIMIT} total={data.pagination.total} onPage={setPage} />
      )}
    </section>
  );
}
