import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickListQuery, PickListRow } from '@shop/contract';
import { DELIVERY_ZONES } from '@shop/contract/constants';
import { montrealTime } from '@shop/contract/delivery';
import { writtenDate } from '@shop/contract/written-dates';
import { pickRowKey } from '@shop/contract/pick-ticks';
import { usePageTitle } from '@/components/page-title';
import { DownloadLink } from '@/components/ui/download-link';
import { ListStatus } from '@/components/ui/list-status';
import { useLanguage } from '@/lib/language';
import { useListParams } from '@/lib/use-list-params';
import { useLabels } from '@/lib/use-labels';
import { useNow } from '@/lib/use-now';
import { packingSlipsUrl, pickListPdfUrl, usePickList, usePickTicks } from './api/pick-list';
import { inPack, PickProgress, TickCell, TickNote, useTicks } from './ticks';

const isDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** Which orders: every one of the date, pickup only, or one delivery zone. */
const SCOPES = ['', 'pickup', ...DELIVERY_ZONES] as const;
type Scope = (typeof SCOPES)[number];

function scopeQuery(scope: Scope): Pick<PickListQuery, 'delivery_method' | 'delivery_zone'> {
  if (scope === '') return {};
  if (scope === 'pickup') return { delivery_method: 'pickup' };
  return { delivery_zone: scope };
}

/**
 * Printing the page prints the list only: the site's frame, the filters and the buttons stay
 * off paper. Inline styles are allowed by the Content-Security-Policy (docs/decisions/003-csp.md).
 */
const PRINT_STYLE = `@media print {
  body * { visibility: hidden !important; }
  [data-print-root], [data-print-root] * { visibility: visible !important; }
  [data-print-root] { position: absolute; inset: 0 auto auto 0; width: 100%; }
}`;

/** The rows by category, in the order the server gives them (the catalog's). */
function byCategory(rows: PickListRow[]): [PickListRow['category'], PickListRow[]][] {
  const groups = new Map<PickListRow['category'], PickListRow[]>();
  for (const row of rows) groups.set(row.category, [...(groups.get(row.category) ?? []), row]);
  return [...groups];
}

/**
 * /admin/pick-list: what to pull from the cooler for a delivery date (all orders, pickup, or a
 * zone), by category, a row per product and pack (a box of 120 and bunches of 10 apart), with
 * on hand and short in the product's base unit and what it needs in all; printed, or downloaded as a PDF with the date's
 * packing slips.
 */
export default function PickListPage() {
  const { t } = useTranslation();
  const { label, unitSize } = useLabels();
  const language = useLanguage();
  usePageTitle(t('pickList.title'));
  const { params, update } = useListParams();
  const today = montrealTime(useNow(60_000)).date;
  const date = isDay(params.get('date')) ?? today;
  const scope = SCOPES.find((s) => s !== '' && s === params.get('scope')) ?? '';
  const query: PickListQuery = { date, ...scopeQuery(scope) };
  const list = usePickList(query);
  const data = list.data;
  const ticksQuery = { date, ...scopeQuery(scope) };
  const ticks = useTicks(usePickTicks(ticksQuery).data, ticksQuery);
  const scopeLabel = (s: Scope) =>
    s === '' ? t('pickList.allOrders') : s === 'pickup' ? label('deliveryMethod', 'pickup') : label('zone', s);
  const num = 'px-2 py-2 text-right tabular-nums';

  return (
    <section>
      <style>{PRINT_STYLE}</style>
      <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('pickList.title')}</h1>
      <p className="mt-1 max-w-2xl text-gray-700">{t('pickList.lead')}</p>

      <div
        role="group"
        aria-label={t('pickList.filters')}
        className="mt-6 grid grid-cols-1 items-end gap-3 sm:flex sm:flex-wrap"
      >
        <label className="flex min-w-0 flex-col text-sm font-semibold text-leaf-900 sm:w-48">
          {t('pickList.date')}
          <input
            type="date"
            className="input mt-1"
            value={date}
            required
            onChange={(e) => update({ date: e.target.value && e.target.value !== today ? e.target.value : null })}
          />
        </label>
        <label className="flex min-w-0 flex-col text-sm font-semibold text-leaf-900 sm:w-64">
          {t('pickList.scope')}
          <select className="input mt-1" value={scope} onChange={(e) => update({ scope: e.target.value || null })}>
            {SCOPES.map((s) => (
              <option key={s} value={s}>
                {scopeLabel(s)}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-secondary min-h-10 px-4 py-2 text-sm"
            onClick={() => window.print()}
            disabled={!data}
          >
            {t('pickList.print')}
          </button>
          <DownloadLink href={pickListPdfUrl(query, language)}>{t('pickList.pdf')}</DownloadLink>
          <DownloadLink href={packingSlipsUrl(query)}>{t('pickList.slips')}</DownloadLink>
        </div>
      </div>

      <div data-print-root className="mt-6">
        <h2 className="font-serif text-xl font-bold text-leaf-900">
          {t('pickList.heading', { date: writtenDate(date, language), scope: scopeLabel(scope) })}
        </h2>
        {data && <p className="text-sm text-gray-700">{t('pickList.orders', { count: data.orders })}</p>}
        {data && data.rows.length > 0 && <PickProgress rows={data.rows} ticks={ticks} />}
        <ListStatus query={list} isEmpty={data?.rows.length === 0} emptyText={t('pickList.empty')} />
        {data && data.rows.length > 0 && (
          <div className="mt-3 overflow-x-auto rounded-lg bg-white ring-1 ring-leaf-100 print:overflow-visible print:ring-0">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('pickList.caption', { date: writtenDate(date, language) })}</caption>
              <thead className="bg-leaf-50 text-left text-leaf-900">
                <tr>
                  <th scope="col" className="w-11 px-1 py-2 text-center">
                    {t('pickList.columns.picked')}
                  </th>
                  <th scope="col" className="px-2 py-2">
                    {t('pickList.columns.product')}
                  </th>
                  <th scope="col" className={num}>
                    {t('pickList.columns.quantity')}
                  </th>
                  <th scope="col" className={num}>
                    {t('pickList.columns.onHand')}
                  </th>
                  <th scope="col" className={num}>
                    {t('pickList.columns.short')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {byCategory(data.rows).map(([category, rows]) => (
                  <Fragment key={category}>
                    <tr className="border-t border-leaf-100 bg-leaf-50/50">
                      <th scope="rowgroup" colSpan={5} className="px-2 py-1.5 text-left font-semibold text-leaf-900">
                        {rows[0]!.category_name}
                      </th>
                    </tr>
                    {rows.map((r, i) => {
                      // A product's packs are rows of their own; its stock and shortage (in its
                      // base unit) span them, with what the product needs in all.
                      const first = rows[i - 1]?.product_id !== r.product_id;
                      const span = first ? rows.filter((o) => o.product_id === r.product_id).length : 0;
                      const inAll = span > 1 || inPack(r);
                      return (
                        <tr
                          key={pickRowKey(r)}
                          className={`border-t border-leaf-100 ${ticks.done(r) ? 'bg-leaf-50 text-gray-600' : ''}`}
                          data-product={r.product_id}
                          data-pack={`${r.unit}:${r.stems_per_unit}`}
                          data-picked={ticks.done(r) || undefined}
                        >
                          <td className="px-1 py-1 text-center">
                            <TickCell row={r} ticks={ticks} />
                          </td>
                          <th scope="row" className="px-2 py-2 text-left font-normal">
                            <span className={`font-semibold ${ticks.done(r) ? 'line-through' : ''}`}>{r.name}</span>
                            <span className="block text-xs text-gray-700">
                              {r.sku} · {unitSize(r.unit, r.stems_per_unit)}
                            </span>
                            <TickNote row={r} ticks={ticks} />
                          </th>
                          <td className={num}>{r.quantity}</td>
                          {first && (
                            <>
                              <td className={`${num} align-top`} rowSpan={span}>
                                {r.on_hand}
                                {inAll && (
                                  <span className="block text-xs font-normal text-gray-700">
                                    {t('pickList.inAll', {
                                      count: r.base_quantity,
                                      unit: unitSize(r.base_unit, r.base_stems_per_unit),
                                    })}
                                  </span>
                                )}
                              </td>
                              <td
                                className={`${num} align-top ${r.short > 0 ? 'font-bold text-petal-800' : ''}`}
                                rowSpan={span}
                              >
                                {r.short > 0 ? r.short : '—'}
                              </td>
                            </>
                          )}
                        </tr>
                      );
                    })}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
