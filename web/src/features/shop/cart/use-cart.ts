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

/** What the server draws for the stored cart, which only the browser has (entry-server.tsx). */
const NOT_READ = '\u0000not read';

/**
 * The signed-in customer's cart, kept in localStorage so that it survives a reload. `known` is
 * false where the cart cannot be read (the server's drawing of the shop): nothing is to be said
 * of it there, not even that it is empty.
 */
export function useCart() {
  const customerId = useAuthUser()?.id ?? 0;
  const raw = useSyncExternalStore(
    subscribeCart,
    () => readCartRaw(customerId),
    () => NOT_READ,
  );
  const known = raw !== NOT_READ;
  const lines = useMemo(() => parseCart(known ? raw : null), [raw, known]);
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
  const setBackOrder = useCallback(
    (productId: number, backOrder: boolean) =>
      save(current().map((l) => (l.product.id === productId ? { ...l, backOrder } : l))),
    [current, save],
  );
  const remove = useCallback(
    (productId: number) => save(current().filter((l) => l.product.id !== productId)),
    [current, save],
  );
  const clear = useCallback(() => save([]), [save]);

  return { known, lines, add, setQuantity, setBackOrder, remove, clear };
}

export type Cart = ReturnType<typeof useCart>;
