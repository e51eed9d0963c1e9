import type { Language, PrebookingList, PrebookingListParams, PrebookingStockLine } from '@shop/contract';
import { presentOrder, type listPrebookings, type ShortLine } from '../orders/index.js';
import { isConverted } from './service.js';

/** A line of a prebooking: what it takes from stock now (or took), and what waits on back-order. */
export const presentStockLine = ({ line, fromStock }: ShortLine, language: Language): PrebookingStockLine => ({
  product_id: line.product_id,
  name: language === 'fr' ? line.name_fr : line.name_en,
  quantity: line.quantity,
  on_hand: line.on_hand,
  from_stock: fromStock,
  back_order: line.quantity - fromStock,
});

export function presentPrebookingPage(
  { rows, total }: Awaited<ReturnType<typeof listPrebookings>>,
  params: PrebookingListParams,
  language: Language,
): PrebookingList {
  return {
    prebookings: rows.map(({ line_count: lines, short_lines: short, ...row }) => {
      const { lines: _lines, documents: _documents, ...order } = presentOrder(row, [], language);
      return { ...order, line_count: Number(lines ?? 0), converted: isConverted(row), short_lines: Number(short ?? 0) };
    }),
    pagination: { page: params.page, limit: params.limit, total },
  };
}
