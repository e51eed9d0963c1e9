import type { MarginFigures, MarginGroupBy, MarginReport, MarginReportParams } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { marginGroups, marginTotals, type MarginScope } from './report-repository.js';

type Sums = Awaited<ReturnType<typeof marginTotals>>;

/** The figures of a set of lines from their sums (decision 063: margin over the lines costed). */
export function figuresOf(s: Sums): MarginFigures {
  const costed = Number(s.costed_sales_cents);
  const cost = Math.round(Number(s.cost_cents_e4) / 10000);
  const margin = costed - cost;
  return {
    lines: Number(s.lines),
    sales_cents: Number(s.sales_cents),
    costed_sales_cents: costed,
    cost_cents: cost,
    margin_cents: margin,
    margin_percent: costed === 0 ? null : Math.round((margin / costed) * 1000) / 10,
    unknown_lines: Number(s.unknown_lines),
  };
}

/** A period's (or a customer's, a product's) margin: the dashboard's, a customer's, a product's. */
export async function marginFigures(db: Db, scope: MarginScope): Promise<MarginFigures> {
  return figuresOf(await marginTotals(db, scope));
}

/** GET /api/reports/margin: one page of the groups, most sold first, and the period's totals. */
export async function marginReport(db: Db, params: MarginReportParams): Promise<MarginReport> {
  const scope = { from: params.from, to: params.to, customer_id: params.customer_id, product_id: params.product_id };
  const [totals, groups] = await Promise.all([
    marginTotals(db, scope),
    marginGroups(db, scope, params.by, { limit: params.limit, offset: (params.page - 1) * params.limit }),
  ]);
  return {
    from: params.from,
    to: params.to,
    by: params.by,
    totals: figuresOf(totals),
    groups: groups.rows.map((g) => ({
      id: g.key === null ? null : Number(g.key),
      name_en: g.name_en,
      name_fr: g.name_fr,
      ...figuresOf(g),
    })),
    pagination: { page: params.page, limit: params.limit, total: groups.total },
  };
}

/** Every group of the period, a page at a time (the XLSX). */
export async function* marginGroupBatches(db: Db, scope: MarginScope, by: MarginGroupBy) {
  const limit = 500;
  for (let offset = 0; ; offset += limit) {
    const { rows } = await marginGroups(db, scope, by, { limit, offset });
    if (rows.length > 0)
      yield rows.map((g) => ({
        id: g.key === null ? null : Number(g.key),
        name_en: g.name_en,
        name_fr: g.name_fr,
        ...figuresOf(g),
      }));
    if (rows.length < limit) return;
  }
}
