import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, Product } from '@shop/contract';
import { ApiError } from '@/lib/api-client';
import { productQuery } from '@/api/products';

export interface ReorderCheck {
  available: { product: Product; quantity: number }[];
  /** Lines whose product is gone from the catalogue or sold out, by the name on the order. */
  unavailable: Order['lines'];
}

/** Today's state of each product of a past order (GET /api/products/{id}): what can be ordered again. */
export function useReorderCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (order: Order): Promise<ReorderCheck> => {
      const products = await Promise.all(
        order.lines.map((line) =>
          client.fetchQuery({ ...productQuery(line.product_id), staleTime: 0 }).catch((err: unknown) => {
            // A 404 is a product no longer sold; anything else is a failure to report.
            if (err instanceof ApiError && err.status === 404) return null;
            throw err;
          }),
        ),
      );
      const result: ReorderCheck = { available: [], unavailable: [] };
      order.lines.forEach((line, i) => {
        const product = products[i];
        if (product && product.active && product.on_hand > 0)
          result.available.push({ product, quantity: line.quantity });
        else result.unavailable.push(line);
      });
      return result;
    },
  });
}
