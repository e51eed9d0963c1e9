import { useTranslation } from 'react-i18next';
import type { ClaimListItem } from '@shop/contract';
import { DataTable, useRowLink, type DataColumn } from '@/components/data-table';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useLanguage } from '@/lib/language';
import { useListParams } from '@/lib/use-list-params';
import { useOwnClaims } from './api/claims';
import { ClaimStatusBadge } from './components/claim-status-badge';

const LIMIT = 25;

/** /customer/claims: the customer's problem reports and return requests, newest first. */
export default function MyClaimsPage() {
  const rowLink = useRowLink((row: ClaimListItem) => paths.customer.claimView(row.id));
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('claims.mine.title'));
  const { page, pagination } = useListParams();
  const list = useOwnClaims(page, LIMIT);
  const columns: DataColumn<ClaimListItem>[] = [
    {
      id: 'claim',
      header: t('claims.columns.claim'),
      rowHeader: true,
      cell: (c) => (
        <LangLink to={paths.customer.claimView(c.id)} className="font-semibold text-leaf-800 underline">
          {t('claims.number', { id: c.id })}
        </LangLink>
      ),
    },
    { id: 'kind', header: t('claims.columns.kind'), cell: (c) => t(`claims.kind.${c.kind}`) },
    { id: 'status', header: t('claims.columns.status'), cell: (c) => <ClaimStatusBadge status={c.status} /> },
    { id: 'order', header: t('claims.columns.order'), cell: (c) => c.order_number },
    { id: 'date', header: t('claims.columns.date'), cell: (c) => formatDateTime(c.created_at, language) },
    {
      id: 'credit',
      header: t('claims.columns.credit'),
      cell: (c) =>
        c.credit_number ? `${c.credit_number} · ${formatMoney(Math.abs(c.credit_total_cents ?? 0), language)}` : '—',
    },
    { id: 'ra', header: t('claims.columns.ra'), cell: (c) => c.ra_number ?? '—' },
  ];
  return (
    <section className="space-y-4">
      <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('claims.mine.title')}</h1>
      <p className="text-gray-700">
        {t('claims.mine.intro')}{' '}
        <LangLink to={paths.customer.orders} className="font-semibold text-leaf-800 underline">
          {t('claims.mine.toOrders')}
        </LangLink>
      </p>
      <DataTable
        rowLink={rowLink}
        tableClassName="min-w-[44rem]"
        caption={t('claims.mine.title')}
        columns={columns}
        rows={list.data?.claims}
        rowKey={(c) => c.id}
        query={list}
        emptyText={t('claims.mine.empty')}
        pagination={pagination(LIMIT, list.data?.pagination)}
      />
    </section>
  );
}
