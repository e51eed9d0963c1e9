import { useTranslation } from 'react-i18next';
import type { Claim } from '@shop/contract';
import { DataTable, type DataColumn } from '@/components/data-table';
import { formatMoney } from '@/lib/money';
import { useLanguage } from '@/lib/language';

type Line = Claim['lines'][number];

/** A claim's lines: what was claimed, why, and what staff approved once decided. */
export function ClaimLines({ claim }: { claim: Claim }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns: DataColumn<Line>[] = [
    { id: 'product', header: t('claims.lines.product'), rowHeader: true, cell: (l) => l.product_name },
    { id: 'reason', header: t('claims.lines.reason'), cell: (l) => t(`claims.reasons.${l.reason}`) },
    {
      id: 'quantity',
      header: t('claims.lines.quantity'),
      align: 'right',
      cellClassName: 'tabular-nums',
      cell: (l) => `${l.quantity} / ${l.ordered_quantity}`,
    },
    {
      id: 'price',
      header: t('claims.lines.unitPrice'),
      align: 'right',
      cellClassName: 'tabular-nums',
      cell: (l) => formatMoney(l.unit_price_cents, language),
    },
    {
      id: 'approved',
      header: t('claims.lines.approved'),
      align: 'right',
      cellClassName: 'tabular-nums',
      cell: (l) => l.approved_quantity ?? '—',
    },
  ];
  return (
    <DataTable
      tableClassName="min-w-[32rem]"
      caption={t('claims.lines.caption')}
      columns={columns}
      rows={claim.lines}
      rowKey={(l) => l.id}
    />
  );
}
