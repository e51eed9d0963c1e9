import {
  label,
  labelOrCode,
  type Dashboard,
  type DashboardFigure,
  type DashboardPeriod,
  type Language,
} from '@shop/contract';
import type { Column, SheetSpec } from '../exports/index.js';

/** One row of a figure's table: what it counts, then its numbers (this period, a year before). */
interface FigureRow {
  label: string;
  values: (number | null)[];
}

interface FigureTable {
  name: Record<Language, string>;
  /** The headers and kinds of the numbers' columns. */
  columns: { header: Record<Language, string>; type: 'money' | 'integer' }[];
  rows: (language: Language) => FigureRow[];
}

type Words = Record<Language, string>;
const w = (en: string, fr: string): Words => ({ en, fr });
const THIS = w('This period', 'Cette période');
const BEFORE = w('A year before', 'Un an avant');
const money = (header: Words) => ({ header, type: 'money' as const });
const integer = (header: Words) => ({ header, type: 'integer' as const });

/** Rows keyed by a code, this period beside the year before (a code in one period only shows 0 in the other). */
function compared<T>(
  now: T[],
  before: T[],
  key: (row: T) => string,
  value: (row: T | undefined) => number,
  name: (code: string, language: Language) => string,
) {
  return (language: Language): FigureRow[] => {
    const codes = [...new Set([...now, ...before].map(key))];
    const find = (rows: T[], code: string) => rows.find((r) => key(r) === code);
    return codes.map((code) => ({
      label: name(code, language),
      values: [value(find(now, code)), value(find(before, code))],
    }));
  };
}

/** The tables behind the dashboard's charts, the same numbers as its JSON, for XLSX. */
export function figureTable(figure: DashboardFigure, d: Dashboard): FigureTable {
  const c: DashboardPeriod = d.compare;
  switch (figure) {
    case 'sales':
      return {
        name: w('Sales', 'Ventes'),
        columns: [money(THIS), money(BEFORE)],
        rows: (language) => [
          { label: language === 'fr' ? 'Ventes' : 'Sales', values: [d.sales_cents, c.sales_cents] },
          { label: language === 'fr' ? 'Commande moyenne' : 'Average order', values: [d.average_order_cents, c.average_order_cents] },
          { label: language === 'fr' ? 'Marge brute' : 'Gross margin', values: [d.margin_cents, c.margin_cents] },
        ],
      };
    case 'orders_by_source':
      return {
        name: w('Orders by source', 'Commandes par source'),
        columns: [integer(THIS), integer(BEFORE), money(w('Sales, this period', 'Ventes, cette période'))],
        // Every source is in both periods, in the same order (orders' salesFigures).
        rows: (language) =>
          d.orders_by_source.map((s, i) => ({
            label: label('orderSource', s.source, language),
            values: [s.orders, c.orders_by_source[i]?.orders ?? 0, s.sales_cents],
          })),
      };
    case 'shrink_by_category':
      return {
        name: w('Shrink by category', 'Pertes par catégorie'),
        columns: [money(THIS), money(BEFORE)],
        rows: compared(
          d.shrink_by_category,
          c.shrink_by_category,
          (r) => r.category,
          (r) => r?.value_cents ?? 0,
          (code, l) => labelOrCode('category', code, l),
        ),
      };
    case 'claims_by_reason':
      return {
        name: w('Claims by reason', 'Réclamations par motif'),
        columns: [integer(THIS), integer(BEFORE)],
        rows: compared(
          d.claims_by_reason,
          c.claims_by_reason,
          (r) => r.reason,
          (r) => r?.claims ?? 0,
          (code, l) => labelOrCode('claimReason', code, l),
        ),
      };
    case 'claims_by_supplier': {
      const bySupplier = [...(d.claims_by_supplier ?? []), ...(c.claims_by_supplier ?? [])];
      return {
        name: w('Claims by supplier', 'Réclamations par fournisseur'),
        columns: [integer(THIS), integer(BEFORE)],
        rows: compared(
          d.claims_by_supplier ?? [],
          c.claims_by_supplier ?? [],
          (r) => String(r.supplier_id),
          (r) => r?.claims ?? 0,
          (id) => bySupplier.find((s) => String(s.supplier_id) === id)?.name ?? id,
        ),
      };
    }
    case 'receivables':
      return {
        name: w('Receivables by age', 'Comptes clients par âge'),
        columns: [money(THIS), money(BEFORE)],
        rows: (language) =>
          d.receivables.buckets.map((b, i) => ({
            label: label('receivableBucket', b.bucket, language),
            values: [b.cents, c.receivables.buckets[i]?.cents ?? 0],
          })),
      };
    case 'stock_by_age':
      return {
        name: w('Fresh stock by age', 'Stock frais par âge'),
        columns: [integer(w('Units', 'Unités')), money(w('Value at list price', 'Valeur au prix courant'))],
        rows: (language) =>
          d.stock_by_age.map((b) => ({ label: label('stockAge', b.bucket, language), values: [b.units, b.value_cents] })),
      };
    case 'top_products':
      return {
        name: w('Top products', 'Meilleurs produits'),
        columns: [integer(w('Quantity', 'Quantité')), money(w('Sales', 'Ventes'))],
        rows: (language) =>
          d.top_products.map((p) => ({
            label: language === 'fr' ? p.name_fr : p.name_en,
            values: [p.quantity, p.sales_cents],
          })),
      };
    case 'top_customers':
      return {
        name: w('Top customers', 'Meilleurs clients'),
        columns: [integer(w('Orders', 'Commandes')), money(w('Sales', 'Ventes'))],
        rows: () => d.top_customers.map((p) => ({ label: p.business_name, values: [p.orders, p.sales_cents] })),
      };
  }
}

/** A figure's table as a sheet: its label column, then its numbers. */
export function figureSheet(table: FigureTable) {
  return (language: Language): SheetSpec<FigureRow> => ({
    name: table.name,
    columns: [
      { header: table.name, type: 'text', width: 32, value: (r: FigureRow) => r.label } as Column<FigureRow>,
      ...table.columns.map(
        (col, i): Column<FigureRow> => ({ header: col.header, type: col.type, width: 18, value: (r) => r.values[i] }),
      ),
    ],
    batches: (async function* () {
      yield table.rows(language);
    })(),
  });
}

/** sales_2026-11-01_2026-11-30.xlsx, ventes_... in French. */
export function figureFileName(table: FigureTable, range: { from: string; to: string }, language: Language) {
  const slug = table.name[language]
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  return `${slug}_${range.from}_${range.to}.xlsx`;
}
