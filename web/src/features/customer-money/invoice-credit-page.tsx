import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { usePageTitle } from '@/components/page-title';
import { DataTable } from '@/components/data-table';
import { useAuthUser } from '@/lib/use-auth-user';
import { statementPdfUrl, useStatement } from './api/statement';
import { BalanceSummary } from './components/balance-summary';
import { DownloadLink } from '@/components/ui/download-link';
import { MoneyPageHeader } from './components/money-page-header';
import { MonthlyStatement } from './components/monthly-statement';
import { PeriodFilter } from './components/period-filter';
import { useStatementColumns } from './components/statement-columns';
import { usePeriod } from './use-period';

const LIMIT = 25;

/**
 * /customer/invoice-credit: the customer's invoices, credit notes and payments for a period,
 * newest first, each with the balance after it, the balances around the period, and the
 * statement as a PDF.
 */
export default function InvoiceCreditPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('customerMoney.invoiceCredit.title'));
  const customerId = useAuthUser()?.id ?? 0;
  const periodState = usePeriod();
  const { period, page, setPage } = periodState;
  const query = useStatement(customerId, page, LIMIT, period);
  const data = query.data;
  const columns = useStatementColumns();

  return (
    <section className="space-y-5">
      <MoneyPageHeader
        title={t('customerMoney.invoiceCredit.title')}
        lead={t('customerMoney.invoiceCredit.lead')}
        action={
          <DownloadLink href={statementPdfUrl(customerId, period, language)}>
            {t('customerMoney.invoiceCredit.download')}
          </DownloadLink>
        }
      />
      <PeriodFilter state={periodState} />
      <MonthlyStatement customerId={customerId} />
      <BalanceSummary
        opening={data?.opening_balance_cents}
        closing={data?.closing_balance_cents}
        current={data?.customer.balance_cents}
      />
      <DataTable
        caption={t('customerMoney.invoiceCredit.table')}
        columns={columns}
        rows={data?.entries}
        rowKey={(entry) => `${entry.kind}-${entry.id}`}
        rowProps={() => ({ 'data-testid': 'statement-entry' })}
        query={query}
        emptyText={t('customerMoney.invoiceCredit.empty')}
        pagination={{ page, limit: LIMIT, total: data?.pagination.total ?? 0, onPage: setPage }}
      />
    </section>
  );
}
