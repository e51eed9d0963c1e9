import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { writtenMonth } from '@shop/contract/written-dates';
import { lastMonth, MonthField } from '@/components/form/month-field';
import { DownloadLink } from '@/components/ui/download-link';
import { useLanguage } from '@/lib/language';

/** The balance-forward statement of a month (the one e-mailed), in the customer's language. */
export function MonthlyStatement({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [month, setMonth] = useState(lastMonth);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <MonthField label={t('customerMoney.invoiceCredit.month')} month={month} onMonth={setMonth} />
      <DownloadLink href={`/api${apiPath(apiPaths.statements.monthlyPdf, { id: customerId })}?month=${month}`}>
        {t('customerMoney.invoiceCredit.monthly', { month: writtenMonth(month, language) })}
      </DownloadLink>
    </div>
  );
}
