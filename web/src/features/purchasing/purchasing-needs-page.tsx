import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, montrealTime } from '@shop/contract/delivery';
import type { NeedsSupplier, PurchaseNeed, PurchaseOrderListItem } from '@shop/contract';
import { DataTable, type DataColumn } from '@/components/data-table';
import { TextField } from '@/components/form/text-field';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatDay } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import toast from '@/lib/toast';
import { useListParams } from '@/lib/use-list-params';
import { useDraftFromNeeds, usePurchasingNeeds } from './api/needs';
import { MinimumStock } from './components/minimum-stock';

const LIMIT = 50;
type Chosen = Map<number, { supplier_id: number; boxes: string }>;

/**
 * /admin/purchasing (issue 37 item 2): what to buy for an arrival, by supplier and in boxes, the
 * lead time checked; lines chosen (across pages and suppliers) become one draft per supplier.
 */
export default function PurchasingNeedsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('purchasing.needs.title'));
  const { params, page, update, pagination } = useListParams();
  const arrival = params.get('arrival') ?? addDays(montrealTime(new Date()).date, 7);
  const days = Number(params.get('days') ?? 7) || 7;
  const supplier = params.get('supplier') ?? undefined;
  const needs = usePurchasingNeeds({ arrival, days, page, limit: LIMIT, ...(supplier ? { supplier } : {}) });
  const draft = useDraftFromNeeds();
  const [chosen, setChosen] = useState<Chosen>(new Map());
  const [made, setMade] = useState<PurchaseOrderListItem[]>([]);
  const [error, setError] = useState<string | undefined>();
  const rows = needs.data?.needs;
  const name = (n: PurchaseNeed) => `${n.sku} ${language === 'fr' ? n.name_fr : n.name_en}`;

  const select = (keys: Set<string>) =>
    setChosen((current) => {
      const next: Chosen = new Map(current);
      for (const row of rows ?? []) {
        const on = keys.has(String(row.product_id)) && row.supplier_id !== null;
        if (on && !next.has(row.product_id))
          next.set(row.product_id, { supplier_id: row.supplier_id!, boxes: String(row.boxes ?? 1) });
        if (!on) next.delete(row.product_id);
      }
      return next;
    });
  const setBoxes = (row: PurchaseNeed, boxes: string) =>
    setChosen((current) => {
      const next: Chosen = new Map(current);
      if (row.supplier_id !== null) next.set(row.product_id, { supplier_id: row.supplier_id, boxes });
      return next;
    });

  const submit = async () => {
    const lines = [...chosen].map(([product_id, c]) => ({
      product_id,
      supplier_id: c.supplier_id,
      boxes: Number(c.boxes),
    }));
    if (lines.length === 0) return setError(t('purchasing.needs.noneChosen'));
    if (lines.some((l) => !Number.isInteger(l.boxes) || l.boxes < 1))
      return setError(t('purchasing.orders.lineInvalid'));
    setError(undefined);
    try {
      const reply = await draft.mutateAsync({ arrival_date: arrival, lines });
      toast.success(reply.message ?? '');
      setMade(reply.data.purchase_orders);
      setChosen(new Map());
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('purchasing.errors.save'));
    }
  };

  const columns: DataColumn<PurchaseNeed>[] = [
    { id: 'product', header: t('purchasing.needs.product'), rowHeader: true, cell: name },
    {
      id: 'supplier',
      header: t('purchasing.needs.supplier'),
      cell: (n) =>
        n.supplier_name === null ? (
          <span className="text-gray-600">{t('purchasing.needs.unlinked')}</span>
        ) : (
          <>
            {n.supplier_name}
            {n.late && (
              <span
                className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900"
                title={t('purchasing.needs.late', { days: n.lead_time_days })}
              >
                {t('purchasing.needs.lateShort')}
                <span className="sr-only">: {t('purchasing.needs.late', { days: n.lead_time_days })}</span>
              </span>
            )}
          </>
        ),
    },
    { id: 'prebooked', header: t('purchasing.needs.prebooked'), align: 'right', cell: (n) => n.prebooked_units },
    { id: 'standing', header: t('purchasing.needs.standing'), align: 'right', cell: (n) => n.standing_units },
    { id: 'back', header: t('purchasing.needs.backOrdered'), align: 'right', cell: (n) => n.back_ordered_units },
    { id: 'min', header: t('purchasing.needs.minimum'), align: 'right', cell: (n) => n.min_units },
    { id: 'onHand', header: t('purchasing.needs.onHand'), align: 'right', cell: (n) => n.on_hand },
    { id: 'onOrder', header: t('purchasing.needs.onOrder'), align: 'right', cell: (n) => n.on_order },
    {
      id: 'needed',
      header: t('purchasing.needs.needed'),
      align: 'right',
      cell: (n) => <span className="font-semibold">{`${n.needed_units} ${n.unit}`}</span>,
    },
    {
      id: 'boxes',
      header: t('purchasing.needs.boxes'),
      cell: (n) =>
        n.units_per_box === null ? null : (
          <span className="flex items-center gap-2">
            <input
              className="w-16 rounded-md border border-gray-300 px-2 py-1 text-right"
              inputMode="numeric"
              aria-label={t('purchasing.needs.boxesOf', { name: name(n) })}
              value={chosen.get(n.product_id)?.boxes ?? String(n.boxes ?? '')}
              onChange={(e) => setBoxes(n, e.target.value)}
            />
            <span className="text-xs whitespace-nowrap text-gray-600">
              {t('purchasing.needs.perBox', { count: n.units_per_box })}
            </span>
          </span>
        ),
    },
  ];

  return (
    <section>
      <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('purchasing.needs.title')}</h1>
      <p className="mt-2 text-gray-700">{t('purchasing.needs.lead')}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:max-w-xl">
        <TextField
          label={t('purchasing.needs.arrival')}
          type="date"
          required
          value={arrival}
          onChange={(e) => e.target.value && update({ arrival: e.target.value })}
        />
        <TextField
          label={t('purchasing.needs.days')}
          type="number"
          min={1}
          max={28}
          value={String(days)}
          onChange={(e) => update({ days: e.target.value || null })}
        />
      </div>
      {needs.data && (
        <p className="mt-2 text-sm text-gray-700">
          {t('purchasing.needs.coversTo', {
            from: formatDay(needs.data.arrival, language),
            to: formatDay(needs.data.covers_to, language),
          })}
        </p>
      )}
      <SupplierGroups
        suppliers={needs.data?.suppliers ?? []}
        current={supplier}
        onPick={(value) => update({ supplier: value })}
      />
      <DataTable
        className="mt-4"
        tableClassName="min-w-[900px]"
        caption={t('purchasing.needs.caption')}
        columns={columns}
        rows={rows}
        rowKey={(n) => n.product_id}
        rowProps={(n) => ({ 'data-testid': `need-${n.sku}` })}
        query={needs}
        emptyText={t('purchasing.needs.empty')}
        selection={{
          selected: new Set([...chosen.keys()].map(String)),
          onChange: select,
          rowLabel: (n) => t('purchasing.needs.select', { name: name(n) }),
          allLabel: t('purchasing.needs.selectAll'),
        }}
        pagination={pagination(LIMIT, needs.data?.pagination)}
      />
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <p aria-live="polite" className="text-sm text-gray-700">
          {t('purchasing.needs.chosen', { count: chosen.size })}
        </p>
        <button
          type="button"
          className="rounded-md bg-leaf-800 px-4 py-2 font-semibold text-white hover:bg-leaf-900 disabled:opacity-60"
          disabled={draft.isPending}
          onClick={() => void submit()}
        >
          {draft.isPending ? t('purchasing.needs.drafting') : t('purchasing.needs.draft')}
        </button>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
      {made.length > 0 && (
        <div className="mt-4" role="status">
          <p className="font-semibold text-leaf-900">{t('purchasing.needs.drafted')}</p>
          <ul className="mt-1 list-disc pl-6">
            {made.map((o) => (
              <li key={o.id}>
                <LangLink to={paths.admin.purchaseOrderView(o.id)} className="text-leaf-800 underline">
                  {`${o.number} — ${o.supplier_name}`}
                </LangLink>
              </li>
            ))}
          </ul>
        </div>
      )}
      <MinimumStock current={(productId) => rows?.find((n) => n.product_id === productId)?.min_units} />
    </section>
  );
}

/** The suppliers with lines, each a filter: its lines, boxes and late lines. */
function SupplierGroups(props: {
  suppliers: NeedsSupplier[];
  current: string | undefined;
  onPick: (value: string | null) => void;
}) {
  const { t } = useTranslation();
  const chip = (active: boolean) =>
    `rounded-full px-3 py-1.5 text-sm ring-1 ${active ? 'bg-leaf-800 text-white ring-leaf-800' : 'bg-white text-leaf-900 ring-leaf-200 hover:bg-leaf-50'}`;
  return (
    <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('purchasing.needs.supplier')}>
      <li>
        <button
          type="button"
          className={chip(!props.current)}
          aria-pressed={!props.current}
          onClick={() => props.onPick(null)}
        >
          {t('purchasing.needs.allSuppliers')}
        </button>
      </li>
      {props.suppliers.map((s) => {
        const value = s.supplier_id === null ? 'none' : String(s.supplier_id);
        return (
          <li key={value}>
            <button
              type="button"
              className={chip(props.current === value)}
              aria-pressed={props.current === value}
              onClick={() => props.onPick(value)}
            >
              {s.supplier_name ?? t('purchasing.needs.noSupplier')}
              {' · '}
              {t('purchasing.needs.supplierTotals', { lines: s.lines, boxes: s.boxes })}
              {s.late_lines > 0 && ` · ${t('purchasing.needs.lateLines', { count: s.late_lines })}`}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
