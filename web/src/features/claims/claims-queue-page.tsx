import { useTranslation } from 'react-i18next';
import type { ClaimListItem } from '@shop/contract';
import { CLAIM_KINDS, CLAIM_STATUSES, LINE_REASONS, type ClaimListParams } from '@shop/contract/claims';
import { DataTable, useRowLink, type DataColumn } from '@/components/data-table';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { FilterTabs, SearchBox } from '@/components/ui/list-controls';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { useListParams } from '@/lib/use-list-params';
import { useClaimList } from './api/claims';
import { ClaimStatusBadge } from './components/claim-status-badge';

const LIMIT = 25;
const isDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
const STATUS_TABS = ['all', ...CLAIM_STATUSES] as const;
const KIND_TABS = ['all', ...CLAIM_KINDS] as const;

/** /admin/claims: the queue of claims and return requests, newest first, filtered on the server. */
export default function ClaimsQueuePage() {
  const rowLink = useRowLink((row: ClaimListItem) => paths.admin.claimView(row.id));
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('claims.queue.title'));
  const { params, page, search, setSearch, debounced, update, pagination } = useListParams();
  const status = CLAIM_STATUSES.find((s) => s === params.get('status'));
  const kind = CLAIM_KINDS.find((k) => k === params.get('kind'));
  // The dashboard's links (issue 39): the claims of some days, with a line of a reason or a supplier.
  const from = isDay(params.get('from'));
  const to = isDay(params.get('to'));
  const reason = LINE_REASONS.find((r) => r === params.get('reason'));
  const supplier = Number(params.get('supplier_id'));
  const list = useClaimList({
    page,
    limit: LIMIT,
    ...(status ? { status } : {}),
    ...(kind ? { kind } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(reason ? { reason: reason as ClaimListParams['reason'] } : {}),
    ...(Number.isInteger(supplier) && supplier > 0 ? { supplier_id: supplier } : {}),
    ...(debounced ? { search: debounced } : {}),
  });
  const columns: DataColumn<ClaimListItem>[] = [
    {
      id: 'claim',
      header: t('claims.columns.claim'),
      rowHeader: true,
      cell: (c) => (
        <LangLink to={paths.admin.claimView(c.id)} className="font-semibold text-leaf-800 underline">
          {t('claims.number', { id: c.id })}
        </LangLink>
      ),
    },
    { id: 'kind', header: t('claims.columns.kind'), cell: (c) => t(`claims.kind.${c.kind}`) },
    { id: 'status', header: t('claims.columns.status'), cell: (c) => <ClaimStatusBadge status={c.status} /> },
    { id: 'customer', header: t('claims.columns.customer'), cell: (c) => c.business_name },
    { id: 'order', header: t('claims.columns.order'), cell: (c) => c.order_number },
    { id: 'date', header: t('claims.columns.date'), cell: (c) => formatDateTime(c.created_at, language) },
    {
      id: 'lines',
      header: t('claims.columns.lines'),
      align: 'right',
      cellClassName: 'tabular-nums',
      cell: (c) => `${c.line_count} · ${t('claims.columns.photoCount', { count: c.photo_count })}`,
    },
  ];
  return (
    <section>
      <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('claims.queue.title')}</h1>
      <div className="mt-6 flex flex-col gap-3">
        <FilterTabs
          label={t('claims.queue.statusFilter')}
          options={STATUS_TABS}
          selected={(tab) => (tab === 'all' ? status === undefined : status === tab)}
          onSelect={(tab) => update({ status: tab === 'all' ? null : tab })}
        >
          {(tab) => (tab === 'all' ? t('claims.queue.all') : t(`claims.status.${tab}`))}
        </FilterTabs>
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <FilterTabs
            label={t('claims.queue.kindFilter')}
            options={KIND_TABS}
            selected={(tab) => (tab === 'all' ? kind === undefined : kind === tab)}
            onSelect={(tab) => update({ kind: tab === 'all' ? null : tab })}
          >
            {(tab) => (tab === 'all' ? t('claims.queue.allKinds') : t(`claims.kind.${tab}`))}
          </FilterTabs>
          <SearchBox
            label={t('claims.queue.search')}
            placeholder={t('claims.queue.searchPlaceholder')}
            value={search}
            onChange={setSearch}
          />
        </div>
      </div>
      <DataTable
        rowLink={rowLink}
        className="mt-4"
        tableClassName="min-w-[760px]"
        caption={t('claims.queue.title')}
        columns={columns}
        rows={list.data?.claims}
        rowKey={(c) => c.id}
        query={list}
        emptyText={t('claims.queue.empty')}
        pagination={pagination(LIMIT, list.data?.pagination)}
      />
    </section>
  );
}
