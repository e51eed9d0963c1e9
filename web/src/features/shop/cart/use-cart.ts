import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useAuthUser } from '@/lib/use-auth-user';
import {
  addToLines,
  parseCart,
  readCartRaw,
  subscribeCart,
  toCartProduct,
  writeCart,
  type CartLine,
  type CartProduct,
} from './cart-storage';

/** The signed-in customer's cart, kept in localStorage so that it survives a reload. */
export function useCart() {
  const customerId = useAuthUser()?.id ?? 0;
  const raw = useSyncExternalStore(
    subscribeCart,
    () => readCartRaw(customerId),
    () => null,
  );
  const lines = useMemo(() => parseCart(raw), [raw]);
  // Actions read the stored lines (always the latest) rather than the rendered ones.
  const current = useCallback(() => parseCart(readCartRaw(customerId)), [customerId]);
  const save = useCallback((next: CartLine[]) => writeCart(customerId, next), [customerId]);
  const add = useCallback(
    (product: CartProduct, quantity: number) => save(addToLines(current(), toCartProduct(product), quantity)),
    [current, save],
  );
  const setQuantity = useCallback(
    (productId: number, quantity: number) =>
      save(current().map((l) => (l.product.id === productId ? { ...l, quantity } : l))),
    [current, save],
  );
  const remove = useCallback(
    (productId: number) => save(current().filter((l) => l.product.id !== productId)),
    [current, save],
  );
  const clear = useCallback(() => save([]), [save]);

  return { lines, add, setQuantity, remove, clear };
}

export type Cart = ReturnType<typeof useCart>;
