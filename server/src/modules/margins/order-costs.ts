import type { CostFields } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { lineCosts } from './repository.js';

interface CostedLine {
  id: number;
  quantity: number;
  stock_quantity: number;
  line_total_cents: number;
}

/**
 * An order's cost and margin, per line and in all (decision 063; owner and office only): a
 * line's cost is known once it holds all its quantity from stock and every lot it took has a
 * cost; its margin is what it sold (before taxes) less its cost. The order's are known when
 * every line's is. A prebooking or a cancelled order holds no stock: not known.
 */
export async function orderCosts(
  db: Db,
  orderId: number,
  lines: readonly CostedLine[],
): Promise<CostFields & { lines: Map<number, CostFields> }> {
  const costs = await lineCosts(db, [orderId]);
  const perLine = new Map<number, CostFields>();
  let cost: number | null = 0;
  let sales = 0;
  for (const line of lines) {
    const known =
      line.quantity > 0 && line.stock_quantity === line.quantity ? (costs.get(line.id)?.cost_cents ?? null) : null;
    perLine.set(line.id, {
      cost_cents: known,
      margin_cents: known === null ? null : line.line_total_cents - known,
    });
    cost = cost === null || known === null ? null : cost + known;
    sales += line.line_total_cents;
  }
  if (lines.length === 0) cost = null;
  return { cost_cents: cost, margin_cents: cost === null ? null : sales - cost, lines: perLine };
}
