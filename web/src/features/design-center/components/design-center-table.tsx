import { useTranslation } from 'react-i18next';
import type { DesignCenterRow, Designer } from '@shop/contract';
import { LangLink } from '@/components/lang-link';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { paths } from '@/config/paths';
import type { LineChange } from '../api/update-line';
import { BackOrderCell, CompleteBox, DesignerSelect, LineDesigner } from './line-controls';
import { useLabels } from '@/lib/use-labels';

const COLUMNS = ['product', 'quantity', 'complete', 'backOrder', 'designer'] as const;

/** Consecutive rows of the same order (the server sorts by order, then line). */
function byOrder(rows: DesignCenterRow[]): DesignCenterRow[][] {
  const groups: DesignCenterRow[][] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && last[0]!.order_id === row.order_id) last.push(row);
    else groups.push([row]);
  }
  return groups;
}

export function DesignStatusBadge({ status }: { status: DesignCenterRow['design_status'] }) {
  const { t } = useTranslation();
  const tone = status === 'designed' ? 'bg-leaf-800 text-white' : 'bg-yellow-100 text-yellow-900';
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>
      {t(`designCenter.designStatus.${status}`)}
    </span>
  );
}

/** One order: a heading row (who, how, its states, its designer), then its lines. */
function OrderGroup(props: { rows: DesignCenterRow[]; designers: Designer[]; onChange: (c: LineChange) => void }) {
  const { t } = useTranslation();
  const { label, unitSize } = useLabels();
  const { rows, designers, onChange } = props;
  const first = rows[0]!;
  const where =
    first.delivery_method === 'delivery' && first.delivery_zone
      ? label('zone', first.delivery_zone)
      : label('deliveryMethod', first.delivery_method);
  return (
    <tbody className="border-t-2 border-leaf-100" data-testid={`dc-order-${first.order_number}`}>
      <tr className="bg-leaf-50/60">
        <th scope="rowgroup" colSpan={COLUMNS.length} className="px-3 py-2 text-left font-normal">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <LangLink
              to={paths.admin.ticketView(first.order_id)}
              aria-label={t('designCenter.order.open', { number: first.order_number })}
              className="font-semibold text-leaf-800 underline-offset-2 hover:underline"
            >
              {t('designCenter.order.heading', { number: first.order_number })}
            </LangLink>
            <span className="font-semibold text-ink">{first.customer_name}</span>
            <span className="text-gray-700">{where}</span>
            <OrderStatusBadge status={first.order_status} />
            <DesignStatusBadge status={first.design_status} />
            <span className="ml-auto flex items-center gap-2 text-xs font-semibold text-leaf-900">
              <span aria-hidden="true">{t('designCenter.order.wholeOrder')}</span>
              <DesignerSelect
                label={t('designCenter.order.wholeOrderLabel', { number: first.order_number })}
                value={first.order_designer}
                designers={designers}
                onChange={(designer) => onChange({ kind: 'designer', row: first, designer, updateAll: true })}
              />
            </span>
          </div>
        </th>
      </tr>
      {rows.map((row) => (
        <tr key={row.table_id} className={row.complete_order ? 'bg-leaf-50/30' : undefined}>
          <td className="px-3 py-1.5">
            <span className="font-medium text-ink">{row.product_name}</span>
            <span className="block text-xs text-gray-700">{unitSize(row.unit, row.stems_per_unit)}</span>
          </td>
          <td className="px-3 py-1.5 text-right font-semibold tabular-nums">{row.quantity}</td>
          <td className="px-1 py-1.5 text-center">
            <CompleteBox row={row} onChange={onChange} />
          </td>
          <td className="px-1 py-1.5">
            <BackOrderCell row={row} onChange={onChange} />
          </td>
          <td className="px-3 py-1.5">
            <LineDesigner row={row} designers={designers} onChange={onChange} />
          </td>
        </tr>
      ))}
    </tbody>
  );
}

/** The day's lines, grouped by order; on a phone the table scrolls in its box. */
export function DesignCenterTable(props: {
  rows: DesignCenterRow[];
  designers: Designer[];
  onChange: (change: LineChange) => void;
}) {
  const { t } = useTranslation();
  return (
    <table className="w-full min-w-[720px] text-sm">
      <caption className="sr-only">{t('designCenter.title')}</caption>
      <thead className="bg-leaf-50 text-leaf-900">
        <tr>
          {COLUMNS.map((c) => (
            <th
              key={c}
              scope="col"
              className={`px-3 py-2 font-semibold ${c === 'quantity' ? 'text-right' : c === 'complete' ? 'text-center' : 'text-left'}`}
            >
              {t(`designCenter.columns.${c}`)}
            </th>
          ))}
        </tr>
      </thead>
      {byOrder(props.rows).map((rows) => (
        <OrderGroup key={rows[0]!.order_id} rows={rows} designers={props.designers} onChange={props.onChange} />
      ))}
    </table>
  );
}
