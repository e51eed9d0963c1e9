import { useTranslation } from 'react-i18next';
import type { MarginGroupBy, MarginReportQuery } from '@shop/contract';
import { MARGIN_GROUPS } from '@shop/contract/margins';
import { montrealTime } from '@shop/contract/delivery';
import { writtenDate } from '@shop/contract/written-dates';
import { usePageTitle } from '@/components/page-title';
import { QueryStatus } from '@/components/query-status';
import { DownloadLink } from '@/components/ui/download-link';
import { FilterTabs } from '@/components/ui/list-controls';
import { CustomerFilter } from '@/components/pickers/customer-filter';
import { ProductFilter } from '@/components/pickers/product-filter';
import { dayParam, PeriodPicker } from '@/components/ui/period-picker';
import { Pagination } from '@/components/ui/pagination';
import { useLanguage } from '@/lib/language';
import { productName } from '@/lib/product-name';
import { useListParams } from '@/lib/use-list-params';
import { marginXlsxUrl, useMarginReport } from './api';
import { MarginTable } from './components/margin-table';
import { MarginTotals } from './components/margin-totals';
import { MARGIN_PERIODS, marginDays, type MarginPeriod } from './period';

const LIMIT = 50;

/**
 * /admin/margins (issue 37 item 6, decision 063), owner and office: what the orders delivered in
 * a period sold, what their stock cost (first in, first out over the received lots) and what
 * they earned, by product, category, customer or supplier, a page at a time from the server,
 * with the whole period as XLSX. A cost not known is said so, never counted as nothing. One
 * customer's or one product's margin: the report narrowed to them (the address keeps their id
 * and name).
 */
export default function MarginsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('margins.title'));
  const { params, page, update } = useListParams();
  const period: MarginPeriod = MARGIN_PERIODS.find((p) => p === params.get('period')) ?? 'month';
  const by: MarginGroupBy = MARGIN_GROUPS.find((g) => g === params.get('by')) ?? 'product';
  const today = montrealTime(new Date()).date;
  const days = marginDays(period, today, { from: dayParam(params.get('from')), to: dayParam(params.get('to')) });
  const customerId = params.get('customer_id');
  const productId = params.get('product_id');
  const narrowed = {
    ...(customerId ? { customer_id: Number(customerId) } : {}),
    ...(productId ? { product_id: Number(productId) } : {}),
  };
  const query: MarginReportQuery = { ...days, by, ...narrowed, page, limit: LIMIT };
  const report = useMarginReport(query);
  const r = report.data;
  return (
    <section>
      <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('margins.title')}</h1>
      <p className="mt-2 max-w-3xl text-gray-700">{t('margins.lead')}</p>

      <div className="mt-4 flex flex-col gap-3">
        <PeriodPicker
          label={t('margins.period')}
          periods={MARGIN_PERIODS}
          period={period}
          fallback="month"
          days={days}
          update={update}
          periodText={(p) => t(`margins.periods.${p}`)}
          dayText={(key) => t(`margins.${key}`)}
        />
        <FilterTabs
          label={t('margins.by')}
          options={MARGIN_GROUPS}
          selected={(g) => g === by}
          onSelect={(g) => update({ by: g === 'product' ? null : g })}
        >
          {(g) => t(`margins.groups.${g}`)}
        </FilterTabs>
        <div className="grid max-w-3xl gap-3 sm:grid-cols-2">
          <CustomerFilter
            customerId={customerId}
            customerName={params.get('customer') ?? ''}
            label={t('margins.filters.customer')}
            anyLabel={t('margins.filters.anyCustomer')}
            onPick={(c) => update({ customer_id: String(c.id), customer: c.businessName })}
            onClear={() => update({ customer_id: null, customer: null })}
          />
          <ProductFilter
            productId={productId}
            productName={params.get('product') ?? ''}
            label={t('margins.filters.product')}
            searchLabel={t('margins.filters.productSearch')}
            anyLabel={t('margins.filters.anyProduct')}
            onPick={(p) => update({ product_id: String(p.id), product: productName(p, language) })}
            onClear={() => update({ product_id: null, product: null })}
          />
        </div>
        <p className="text-sm text-gray-800" role="status">
          {t('margins.delivered', { from: writtenDate(days.from, language), to: writtenDate(days.to, language) })}
        </p>
      </div>

      <QueryStatus query={report} />
      {r && (
        <div className="mt-4 space-y-4">
          <MarginTotals totals={r.totals} />
          <DownloadLink href={marginXlsxUrl({ ...days, by, ...narrowed }, language)}>{t('margins.xlsx')}</DownloadLink>
          {r.groups.length === 0 ? (
            <p className="text-gray-700">{t('margins.none')}</p>
          ) : (
            <>
              <MarginTable groups={r.groups} by={r.by} />
              <Pagination
                page={page}
                limit={LIMIT}
                total={r.pagination.total}
                capped={r.pagination.capped}
                onPage={(next) => update({ page: String(next) })}
              />
            </>
          )}
        </div>
      )}
    </section>
  );
}
