import type { Language, MarginFigures, MarginGroup, MarginReportParams } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import type { Column, SheetSpec } from '../exports/index.js';
import { marginFigures, marginGroupBatches } from './report-service.js';

type Words = Record<Language, string>;
const w = (en: string, fr: string): Words => ({ en, fr });
type Row = Omit<MarginGroup, 'id'> & { id: number | null; total?: boolean };

const GROUP_WORDS: Record<MarginReportParams['by'], Words> = {
  product: w('Product', 'Produit'),
  category: w('Category', 'Catégorie'),
  customer: w('Customer', 'Client'),
  supplier: w('Supplier', 'Fournisseur'),
};
const NONE: Record<MarginReportParams['by'], Words> = {
  product: w('(none)', '(aucun)'),
  category: w('No category', 'Sans catégorie'),
  customer: w('(none)', '(aucun)'),
  supplier: w('No supplier (no lot)', 'Sans fournisseur (aucun lot)'),
};
const TOTAL = w('Total', 'Total');

const figure = (header: Words, type: Column<Row>['type'], value: (f: MarginFigures) => number | null): Column<Row> => ({
  header,
  type,
  value: (row) => value(row),
});

/** The report's sheet: every group of the period, most sold first, then one total row. */
export function marginSheet(db: Db, params: MarginReportParams): SheetSpec<Row> {
  const scope = { from: params.from, to: params.to, customer_id: params.customer_id, product_id: params.product_id };
  async function* batches(): AsyncIterable<Row[]> {
    yield* marginGroupBatches(db, scope, params.by);
    yield [{ id: null, name_en: null, name_fr: null, total: true, ...(await marginFigures(db, scope)) }];
  }
  return {
    name: w('Margin', 'Marge'),
    columns: [
      {
        header: GROUP_WORDS[params.by],
        type: 'text',
        width: 32,
        value: (row, lang) =>
          row.total ? TOTAL[lang] : ((lang === 'fr' ? row.name_fr : row.name_en) ?? NONE[params.by][lang]),
      },
      figure(w('Lines', 'Lignes'), 'integer', (f) => f.lines),
      figure(w('Sales', 'Ventes'), 'money', (f) => f.sales_cents),
      figure(w('Sales with a known cost', 'Ventes au coût connu'), 'money', (f) => f.costed_sales_cents),
      figure(w('Cost', 'Coût'), 'money', (f) => f.cost_cents),
      figure(w('Margin', 'Marge'), 'money', (f) => f.margin_cents),
      figure(w('Margin %', 'Marge %'), 'percent', (f) => f.margin_percent),
      figure(w('Lines without a known cost', 'Lignes sans coût connu'), 'integer', (f) => f.unknown_lines),
    ],
    batches: batches(),
  };
}

/** margin_by-product_2026-01-01_2026-12-31.xlsx (marge_par-produit_… in French). */
export function marginFileName(params: Pick<MarginReportParams, 'by' | 'from' | 'to'>, language: Language): string {
  const by = GROUP_WORDS[params.by][language]
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return language === 'fr'
    ? `marge_par-${by}_${params.from}_${params.to}.xlsx`
    : `margin_by-${by}_${params.from}_${params.to}.xlsx`;
}
