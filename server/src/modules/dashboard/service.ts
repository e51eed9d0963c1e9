import {
  addYears,
  DASHBOARD_MAX_YEARS,
  RECEIVABLE_BUCKETS,
  type Dashboard,
  type DashboardParams,
  type DashboardPeriod,
} from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { DomainError } from '../../errors/domain-error.js';
import { businessDate, instantRange } from '../../lib/business-date.js';
import type { Clock } from '../../lib/clock.js';
import { claimsByReason, claimsBySupplier } from '../claims/index.js';
import { shrinkByCategory, stockByAge } from '../inventory/index.js';
import { marginFigures } from '../margins/index.js';
import { salesFigures } from '../orders/index.js';
import { supplierNames } from '../purchasing/index.js';
import { agingTotals } from '../receivables/index.js';

export interface DashboardDeps {
  db: Db;
  clock: Clock;
}

/** The days a query names: `from` and `to` default to today (or to each other). */
export function dashboardRange(params: Pick<DashboardParams, 'from' | 'to'>, today: string) {
  const from = params.from ?? (params.to && params.to < today ? params.to : today);
  const to = params.to ?? (from > today ? from : today);
  // The schema refuses a bad pair it is given; a default can make one (from 2020 to today).
  if (to < from || to >= addYears(from, DASHBOARD_MAX_YEARS)) throw new DomainError('DASHBOARD_RANGE_INVALID');
  return { from, to };
}

/**
 * One period's figures, each a single aggregate asked of the module that owns its rows (issue
 * 39): sales, orders by source and the top tens of orders, losses of inventory, claims by
 * reason and by supplier of claims, what is owed at the period's end (or today) of receivables.
 */
async function periodFigures(db: Db, range: { from: string; to: string }, today: string): Promise<DashboardPeriod> {
  const asOf = range.to < today ? range.to : today;
  const [sales, shrink, claims, bySupplier, aging, margin] = await Promise.all([
    salesFigures(db, range),
    shrinkByCategory(db, instantRange(range)),
    claimsByReason(db, instantRange(range)),
    claimsBySupplier(db, instantRange(range)),
    agingTotals(db, asOf),
    marginFigures(db, range),
  ]);
  const names = await supplierNames(
    db,
    bySupplier.map((s) => s.supplier_id),
  );
  return {
    ...range,
    ...sales,
    // Over the lines whose cost is known (decision 063); null while none is.
    margin_cents: margin.costed_sales_cents === 0 ? null : margin.margin_cents,
    margin_percent: margin.margin_percent,
    shrink_cents: shrink.reduce((sum, c) => sum + c.value_cents, 0),
    shrink_by_category: shrink,
    claims_by_reason: claims as DashboardPeriod['claims_by_reason'],
    // The supplier each claimed product came from (claims, by purchasing's rule).
    claims_by_supplier: bySupplier.map((s) => ({ ...s, name: names.get(s.supplier_id) ?? '' })),
    receivables: {
      as_of: asOf,
      buckets: RECEIVABLE_BUCKETS.map((bucket) => ({ bucket, cents: aging[`${bucket}_cents`] })),
      total_cents: aging.total_cents,
    },
  };
}

/** GET /api/dashboard: the period's figures beside those of the same days a year before. */
export async function dashboard(deps: DashboardDeps, params: DashboardParams): Promise<Dashboard> {
  const today = businessDate(deps.clock.now());
  const range = dashboardRange(params, today);
  const before = { from: addYears(range.from, -1), to: addYears(range.to, -1) };
  const [current, compare, stock] = await Promise.all([
    periodFigures(deps.db, range, today),
    periodFigures(deps.db, before, today),
    stockByAge(deps.db, today),
  ]);
  return { ...current, stock_by_age: stock, compare };
}
