import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import toast from '@/lib/toast';
import { useAuthUser } from '@/lib/use-auth-user';
import { useMarkStale } from '@/lib/stale';
import { addToLines, parseCart, readCartRaw, writeCart } from '../cart/cart-storage';
import {
  dropOrder,
  pendingOrders,
  sendPendingOrders,
  subscribePendingOrders,
  type PendingOrder,
} from './pending-orders';

/** How often the waiting orders are tried again while the page is open. */
const RETRY_MS = 30_000;
const NONE: PendingOrder[] = [];

/**
 * The florist's orders waiting on this phone (issue 41): sent when the page opens, when the phone
 * says it is back online, every half minute, and on "Send now". A placed one is said with its
 * number; a refused one stays, with the server's reason, until the florist puts its lines back
 * in the cart (to adjust them) or removes it.
 */
export function usePendingOrders() {
  const { t } = useTranslation();
  const customerId = useAuthUser()?.id ?? 0;
  const markStale = useMarkStale();
  const pending = useSyncExternalStore(
    subscribePendingOrders,
    () => (customerId ? pendingOrders(customerId) : NONE),
    () => NONE,
  );
  const fallback = t('orders.errors.create');

  const sendWaiting = useCallback(async () => {
    if (!customerId || pendingOrders(customerId).every((p) => p.refusal)) return;
    const report = await sendPendingOrders(customerId, fallback);
    for (const order of report.placed) toast.success(t('shop.offline.placed', { number: order.number }));
    if (report.placed.length > 0) await markStale(['order']);
    // Stock (or the cutoff) changed meanwhile: the catalogue is read again for the florist's choice.
    if (report.refused > 0) await markStale(['stock']);
  }, [customerId, fallback, markStale, t]);

  useEffect(() => {
    void sendWaiting();
    const onOnline = () => void sendWaiting();
    window.addEventListener('online', onOnline);
    const timer = window.setInterval(onOnline, RETRY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }, [sendWaiting]);

  /** The refused order's lines back in the cart (added to what is there), the order forgotten. */
  const putBack = useCallback(
    (order: PendingOrder) => {
      let lines = parseCart(readCartRaw(customerId));
      for (const line of order.lines) {
        lines = addToLines(lines, line.product, line.quantity);
        if (line.backOrder)
          lines = lines.map((l) => (l.product.id === line.product.id ? { ...l, backOrder: true } : l));
      }
      writeCart(customerId, lines);
      dropOrder(customerId, order.idempotencyKey);
    },
    [customerId],
  );
  const remove = useCallback((order: PendingOrder) => dropOrder(customerId, order.idempotencyKey), [customerId]);

  return { pending, sendWaiting, putBack, remove };
}
