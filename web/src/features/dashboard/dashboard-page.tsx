import { useTranslation } from 'react-i18next';
import type { Dashboard, DashboardFigure, DashboardQuery } from '@shop/contract';
import { montrealTime } from '@shop/contract/delivery';
import { labelOrCode } from '@shop/contract/labels';
import { writtenDate } from '@shop/contract/written-dates';
import type { Language } from '@shop/contract';
import { usePageTitle } from '@/components/page-title';
import { QueryStatus } from '@/components/query-status';
import { dayParam, PeriodPicker } from '@/components/ui/period-picker';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/language';
import { formatMoney } from '@/lib/money';
import { queryString } from '@/lib/query-string';
import { useLabels } from '@/lib/use-labels';
import { useListParams } from '@/lib/use-list-params';
import { figureXlsxUrl, useDashboard } from './api/dashboard';
import { FigureCard, type FigureRow } from './components/figure-card';
import { KeyFigures } from './components/key-figures';
import { PERIODS, periodDays, type Period } from './period';

/**
 * /admin/dashboard (issue 39): the business over a period against the same days a year before,
 * each figure a chart with its table, a link to the list it sums and its XLSX.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('dashboard.title'));
  const { params, update } = useListParams();
  const period: Period = PERIODS.find((p) => p === params.get('period')) ?? 'month';
  const today = montrealTime(new Date()).date;
  const days = periodDays(period, today, { from: dayParam(params.get('from')), to: dayParam(params.get('to')) });
  const query: DashboardQuery = { ...days, compare: 'previous-year' };
  const dashboard = useDashboard(query);
  const d = dashboard.data;
  return (
    <section>
      <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('dashboard.title')}</h1>
      <p className="mt-2 max-w-3xl text-gray-700">{t('dashboard.lead')}</p>

      <div className="mt-4 flex flex-col gap-3">
        <PeriodPicker
          label={t('dashboard.period')}
          periods={PERIODS}
          period={period}
          fallback="month"
          days={days}
          update={update}
          periodText={(p) => t(`dashboard.periods.${p}`)}
          dayText={(key) => t(`dashboard.${key}`)}
        />
        {d && (
          <p className="text-sm text-gray-800" role="status">
            {t('dashboard.comparing', {
              period: writtenPeriod(d.from, d.to, language),
              before: writtenPeriod(d.compare.from, d.compare.to, language),
            })}
          </p>
        )}
      </div>

      <QueryStatus query={dashboard} />
      {d && <Figures d={d} query={query} />}
    </section>
  );
}

function Figures({ d, query }: { d: Dashboard; query: DashboardQuery }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { label } = useLabels();
  const money = (cents: number) => formatMoney(cents, language);
  const count = (n: number) => n.toLocaleString(language === 'fr' ? 'fr-CA' : 'en-CA');
  const xlsx = (figure: DashboardFigure) => figureXlsxUrl(figure, { ...query, lang: language });
  const both: [string, string] = [t('dashboard.thisPeriod'), t('dashboard.yearBefore')];
  const tickets = (extra: Record<string, string | number> = {}) =>
    `${paths.admin.tickets}?${queryString({ date_from: d.from, date_to: d.to, type: 'order', exclude_status: 'cancelled', ...extra })}`;
  const claims = (extra: Record<string, string> = {}) =>
    `${paths.admin.claims}?${queryString({ from: d.from, to: d.to, ...extra })}`;
  const previousOf = <T,>(rows: T[], key: (r: T) => string, code: string, value: (r: T) => number) => {
    const found = rows.find((r) => key(r) === code);
    return found ? value(found) : 0;
  };

  const sources: FigureRow[] = d.orders_by_source.map((s) => ({
    key: s.source,
    label: label('orderSource', s.source),
    value: s.orders,
    previous: previousOf(
      d.compare.orders_by_source,
      (r) => r.source,
      s.source,
      (r) => r.orders,
    ),
    to: tickets({ source: s.source }),
  }));
  const shrink: FigureRow[] = d.shrink_by_category.map((c) => ({
    key: c.category,
    label: labelOrCode('category', c.category, language),
    value: c.value_cents,
    previous: previousOf(
      d.compare.shrink_by_category,
      (r) => r.category,
      c.category,
      (r) => r.value_cents,
    ),
  }));
  const reasons: FigureRow[] = d.claims_by_reason.map((c) => ({
    key: c.reason,
    label: labelOrCode('claimReason', c.reason, language),
    value: c.claims,
    previous: previousOf(
      d.compare.claims_by_reason,
      (r) => r.reason,
      c.reason,
      (r) => r.claims,
    ),
    to: claims({ reason: c.reason }),
  }));
  const suppliers: FigureRow[] = (d.claims_by_supplier ?? []).map((s) => ({
    key: String(s.supplier_id),
    label: s.name,
    value: s.claims,
    previous: previousOf(
      d.compare.claims_by_supplier ?? [],
      (r) => String(r.supplier_id),
      String(s.supplier_id),
      (r) => r.claims,
    ),
    to: claims({ supplier_id: String(s.supplier_id) }),
  }));
  const receivables: FigureRow[] = d.receivables.buckets.map((b, i) => ({
    key: b.bucket,
    label: label('receivableBucket', b.bucket),
    value: b.cents,
    previous: d.compare.receivables.buckets[i]?.cents ?? 0,
  }));
  const stock: FigureRow[] = d.stock_by_age.map((b) => ({
    key: b.bucket,
    label: label('stockAge', b.bucket),
    value: b.value_cents,
  }));
  const products: FigureRow[] = d.top_products.map((p) => ({
    key: String(p.product_id),
    label: language === 'fr' ? p.name_fr : p.name_en,
    value: p.sales_cents,
  }));
  const customers: FigureRow[] = d.top_customers.map((c) => ({
    key: String(c.customer_id),
    label: c.business_name,
    value: c.sales_cents,
    to: tickets({ customer_id: c.customer_id }),
  }));

  return (
    <div className="mt-6 flex flex-col gap-4">
      <KeyFigures d={d} xlsx={xlsx('sales')} listTo={tickets()} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <FigureCard
          title={t('dashboard.figures.orders_by_source')}
          rows={sources}
          format={count}
          columns={both}
          xlsx={xlsx('orders_by_source')}
          list={{ to: tickets(), label: t('dashboard.lists.orders') }}
        />
        <FigureCard
          title={t('dashboard.figures.shrink_by_category')}
          rows={shrink}
          format={money}
          columns={both}
          xlsx={xlsx('shrink_by_category')}
          list={{ to: paths.admin.exportExcel, label: t('dashboard.lists.shrink') }}
        />
        <FigureCard
          title={t('dashboard.figures.claims_by_reason')}
          rows={reasons}
          format={count}
          columns={both}
          xlsx={xlsx('claims_by_reason')}
          list={{ to: claims(), label: t('dashboard.lists.claims') }}
        />
        <FigureCard
          title={t('dashboard.figures.claims_by_supplier')}
          rows={suppliers}
          format={count}
          columns={both}
          xlsx={xlsx('claims_by_supplier')}
          list={{ to: claims(), label: t('dashboard.lists.claims') }}
        />
        <FigureCard
          title={t('dashboard.figures.receivables', { date: writtenDate(d.receivables.as_of, language) })}
          rows={receivables}
          format={money}
          columns={both}
          xlsx={xlsx('receivables')}
          list={{
            to: `${paths.admin.receivables}?as_of=${d.receivables.as_of}`,
            label: t('dashboard.lists.receivables'),
          }}
        />
        <FigureCard
          title={t('dashboard.figures.stock_by_age')}
          rows={stock}
          format={money}
          columns={[t('dashboard.valueNow')]}
          xlsx={xlsx('stock_by_age')}
          list={{ to: paths.admin.inventory, label: t('dashboard.lists.stock') }}
        />
        <FigureCard
          title={t('dashboard.figures.top_products')}
          rows={products}
          format={money}
          columns={[t('dashboard.thisPeriod')]}
          xlsx={xlsx('top_products')}
        />
        <FigureCard
          title={t('dashboard.figures.top_customers')}
          rows={customers}
          format={money}
          columns={[t('dashboard.thisPeriod')]}
          xlsx={xlsx('top_customers')}
          list={{ to: tickets(), label: t('dashboard.lists.orders') }}
        />
      </div>
    </div>
  );
}

/** 'November 3, 2026', 'November 1, 2026 to November 30, 2026', 'du 1ᵉʳ novembre 2026 au…' (the reader's words). */
function writtenPeriod(from: string, to: string, language: Language): string {
  if (from === to) return writtenDate(from, language);
  return language === 'fr'
    ? `du ${writtenDate(from, language)} au ${writtenDate(to, language)}`
    : `${writtenDate(from, language)} to ${writtenDate(to, language)}`;
}
