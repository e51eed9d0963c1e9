import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { montrealTime } from '@shop/contract/delivery';
import { DownloadLink } from '@/components/ui/download-link';

/** Last month 'YYYY-MM' in Montreal: the statement sent on the first business day. */
function lastMonth(): string {
  const [year, month] = montrealTime(new Date()).date.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** The balance-forward statement of a month (the one e-mailed), in the customer's language. */
export function MonthlyStatement({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const [month, setMonth] = useState(lastMonth);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <label className="flex flex-col text-sm font-semibold text-gray-800">
        {t('customerMoney.invoiceCredit.month')}
        <input
          type="month"
          className="input mt-1"
          // Uncontrolled: a cleared or half-typed month keeps the last whole one in use (the links
          // and buttons name it), and the field shows it again when left.
          defaultValue={month}
          onChange={(e) => e.target.value && setMonth(e.target.value)}
          onBlur={(e) => {
            if (!e.target.value) e.target.value = month;
          }}
        />
      </label>
      <DownloadLink href={`/api${apiPath(apiPaths.statements.monthlyPdf, { id: customerId })}?month=${month}`}>
        {t('customerMoney.invoiceCredit.monthly', { month })}
      </DownloadLink>
    </div>
  );
}
