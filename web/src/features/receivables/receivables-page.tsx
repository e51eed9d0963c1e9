import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGING_SORTS, type AgingRow, type AgingSort, type StatementSendRun } from '@shop/contract/receivables';
import { DataTable, type DataColumn } from '@/components/data-table';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { SearchBox } from '@/components/ui/list-controls';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/language';
import { formatMoney } from '@/lib/money';
import { useListParams } from '@/lib/use-list-params';
import { withToasts } from '@/lib/toast-action';
import { agingXlsxUrl, statementUrl, useAging, useSendRun, useSendStatements } from './api/receivables';
import { lastMonth, MonthField } from '@/components/form/month-field';
import { writtenMonth } from '@shop/contract/written-dates';

const LIMIT = 25;
const AMOUNTS = [
  'current_cents',
  'd1_30_cents',
  'd31_60_cents',
  'd61_90_cents',
  'over_90_cents',
  'open_credit_cents',
  'total_cents',
] as const;

/** /admin/receivables: what customers owe by age, with their statements (issue 12, item 5). */
export default function ReceivablesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('receivables.title'));
  const { params, page, search, setSearch, debounced, update, pagination } = useListParams();
  const sortParam = params.get('sort') as AgingSort | null;
  const sort: AgingSort = sortParam && AGING_SORTS.includes(sortParam) ? sortParam : 'total_cents';
  const order = params.get('order') === 'asc' ? 'asc' : 'desc';
  const asOf = params.get('as_of') ?? '';
  const [month, setMonth] = useState(lastMonth);
  const filter = {
    sort,
    order,
    ...(asOf ? { as_of: asOf } : {}),
    ...(debounced ? { search: debounced } : {}),
  } as const;
  const aging = useAging({ ...filter, page, limit: LIMIT });
  const money = (cents: number) => formatMoney(cents, language);

  const columns: DataColumn<AgingRow>[] = [
    {
      id: 'business_name',
      header: t('receivables.columns.business_name'),
      sortable: true,
      cell: (r) => (
        <LangLink
          to={paths.admin.customerView(r.customer_id)}
          className="font-semibold text-leaf-800 underline-offset-2 hover:underline"
        >
          {r.business_name}
        </LangLink>
      ),
    },
    ...AMOUNTS.map((key): DataColumn<AgingRow> => ({
      id: key,
      header: t(`receivables.columns.${key}`),
      sortable: true,
      align: 'right',
      cellClassName: `tabular-nums whitespace-nowrap ${key === 'total_cents' ? 'font-semibold' : ''}`,
      cell: (r) => money(r[key]),
    })),
    {
      id: 'actions',
      header: t('receivables.columns.actions'),
      align: 'right',
      cell: (r) => (
        <div className="flex flex-wrap justify-end gap-2">
          <LangLink
            to={paths.admin.customerView(r.customer_id)}
            className="btn btn-secondary min-h-9 px-3 py-1 text-sm"
          >
            {t('receivables.openInvoices')}
          </LangLink>
          <a
            href={statementUrl(r.customer_id, month)}
            download
            className="btn btn-secondary min-h-9 px-3 py-1 text-sm"
            aria-label={t('receivables.statementOf', { name: r.business_name, month: writtenMonth(month, language) })}
          >
            {t('receivables.statement')}
          </a>
        </div>
      ),
    },
  ];

  const totals = aging.data?.totals;
  return (
    <section>
      <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('receivables.title')}</h1>
      <p className="mt-2 max-w-3xl text-gray-700">{t('receivables.lead')}</p>

      <div className="mt-6 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col text-sm font-semibold text-gray-800">
            {t('receivables.asOf')}
            <input
              type="date"
              className="input mt-1"
              value={asOf}
              onChange={(e) => update({ as_of: e.target.value || null })}
            />
          </label>
          <MonthField label={t('receivables.month')} month={month} onMonth={setMonth} />
          <a href={agingXlsxUrl({ ...filter, lang: language })} download className="btn btn-secondary">
            {t('receivables.export')}
          </a>
          <SendAll month={month} />
        </div>
        <SearchBox
          label={t('receivables.search')}
          placeholder={t('receivables.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
      </div>

      {totals && (
        <dl
          className="mt-4 grid grid-cols-2 gap-2 rounded-lg bg-white p-4 text-sm ring-1 ring-leaf-100 sm:grid-cols-4 lg:grid-cols-7"
          aria-label={t('receivables.totals')}
          data-testid="aging-totals"
        >
          {AMOUNTS.map((key) => (
            <div key={key}>
              <dt className="text-gray-700">{t(`receivables.columns.${key}`)}</dt>
              <dd className="font-semibold tabular-nums">{money(totals[key])}</dd>
            </div>
          ))}
        </dl>
      )}

      <DataTable
        className="mt-4"
        tableClassName="min-w-[900px]"
        caption={t('receivables.title')}
        columns={columns}
        rows={aging.data?.customers}
        rowKey={(r) => r.customer_id}
        query={aging}
        emptyText={t('receivables.empty')}
        sort={{ key: sort, order, onSort: (key, next) => update({ sort: key, order: next, page: null }) }}
        pagination={pagination(LIMIT, aging.data?.pagination)}
      />
    </section>
  );
}

/** Sends a month's statements to every customer again, showing how far it got. */
function SendAll({ month }: { month: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const send = useSendStatements();
  const [started, setStarted] = useState<StatementSendRun | null>(null);
  const progress = useSendRun(started).data;
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        className="btn btn-primary"
        disabled={send.isPending || (progress !== undefined && !progress.finished)}
        onClick={() =>
          void withToasts(async () => setStarted(await send.mutateAsync({ month })), t('receivables.errors.send'))
        }
      >
        {t('receivables.sendAll', { month: writtenMonth(month, language) })}
      </button>
      {progress && (
        <p role="status" className="text-sm text-gray-800">
          {progress.finished
            ? t('receivables.sent', { done: progress.done, total: progress.total, failed: progress.failed })
            : t('receivables.sending', { done: progress.done, total: progress.total })}
        </p>
      )}
    </div>
  );
}
