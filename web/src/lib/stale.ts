import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { DOMAIN_ROOTS, type Domain } from './query-keys';

/**
 * The one table of what each kind of change makes stale (docs/decisions/013-web-layers-and-cache.md).
 * Every change the server writes to the audit trail also makes `audit` (the History panels) stale.
 * A mutation names what it changes, never the keys to refresh: the lists and views that show
 * the change elsewhere in the app are then fresh at once, whichever screen made it.
 */
export const STALE_AFTER = {
  /**
   * An order saved, moved, deleted or placed, a prebooking made or converted: the orders, the
   * prebookings, the design center's lines, the statements (invoices and credits), the customer's
   * balance (customers, payments page), the stock it took or gave back (products, inventory,
   * offers' products), the e-mails it sent and where it is delivered.
   */
  order: [
    'deliveries',
    'deliveryAddresses',
    'orders',
    'prebookings',
    'designCenter',
    'statements',
    'payments',
    'customers',
    'stock',
    'offers',
    'emails',
    'backOrders',
    'audit',
  ],
  /** A design-center line ticked, back-ordered or given a designer: the design center and the order's lines. */
  design: ['designCenter', 'orders'],
  /** A payment received or reversed: the payments (the day's household payments too), statements, balances, what orders have paid. */
  payment: ['payments', 'statements', 'customers', 'orders', 'audit'],
  /** Stock received or moved: on hand in the products, inventory and offers, what prebookings lack. */
  stock: ['stock', 'offers', 'prebookings', 'backOrders', 'audit'],
  /** A product created, edited, pictured or deleted: everywhere its name, price or stock shows. */
  product: ['stock', 'offers', 'prebookings', 'audit'],
  /**
   * A customer created, edited, (de)activated (which may e-mail them) or deleted, or their own
   * profile: the customers, and the orders, prebookings, design center, statements and payments
   * that name them.
   */
  customer: ['customers', 'prices', 'orders', 'prebookings', 'designCenter', 'statements', 'payments', 'emails', 'audit'],
  /** An offer saved, pictured or deleted: the lists, the offer and the customers' active offers. */
  offer: ['offers', 'audit'],
  /** A price list saved or deleted: the lists, and the footer's sections (from /api/site). */
  priceList: ['priceLists', 'site', 'audit'],
  /**
   * A claim or return sent or decided: the claims, and what an approval credits (a credit note:
   * the orders, statements, balances, returned stock) and the e-mails it sent.
   */
  claim: ['claims', 'orders', 'statements', 'payments', 'customers', 'stock', 'emails', 'audit'],
  /**
   * Back-orders filled from stock or cancelled: the queue, the orders' lines and totals, the
   * stock taken, and for a cancellation of an invoiced order its credit note (statements,
   * balances); the e-mails sent.
   */
  backOrder: [
    'backOrders',
    'orders',
    'designCenter',
    'stock',
    'offers',
    'prebookings',
    'statements',
    'payments',
    'customers',
    'emails',
    'audit',
  ],
  /** A run built, a stop moved, delivered or not, a pickup collected: the runs and the orders moved (their e-mails). */
  delivery: ['deliveries', 'orders', 'designCenter', 'emails', 'audit'],
  /** A product starred or unstarred by the customer: their favourites ("My usual"). */
  favourite: ['favourites'],
  /** A delivery address added, changed or deleted (issue 34, item 10): the customer's addresses. */
  deliveryAddress: ['deliveryAddresses'],
  /** A note added to or deleted from a customer. */
  note: ['notes'],
  /** An e-mail sent to a customer (an order's confirmation or invoice). */
  email: ['emails'],
  /**
   * A staff member invited, edited, (de)activated or signed out: the staff list, drivers in the
   * runs, designers in the design center (docs/decisions/026).
   */
  staff: ['staff', 'deliveries', 'designers'],
  /** One of the user's own sessions ended: their list of sessions. */
  sessionEnded: ['sessions'],
  /** One of the user's own API tokens or webhooks made, revoked or deleted, an event sent again: their lists and logs. */
  apiToken: ['apiTokens'],
  /** The accounts the books' export posts to, saved (issue 39 item 4): they and the trail. */
  accountingSettings: ['accounting', 'audit'],
  /** The fresh list's settings saved, or a customer's choice (issue 39 item 5). */
  freshList: ['freshList', 'audit'],
  /** A supplier or a product's link to it saved (issue 37). */
  supplier: ['purchasing', 'audit'],
  /** A purchase order drafted, moved or received: its lists, the stock it added, the trail. */
  purchaseOrder: ['purchasing', 'stock', 'audit'],
  /** A closed day added, renamed or removed (issue 38 item 3): the pickers' days and the trail. */
  closedDays: ['closedDays', 'audit'],
  /** A standing order saved, paused or ended, an occurrence skipped or changed (issue 38). */
  standingOrder: ['standingOrders', 'audit'],
  /** A price level or a customer's prices saved (issue 38 item 4): the levels, what products cost them, the trail. */
  prices: ['prices', 'customers', 'stock', 'audit'],
} as const satisfies Record<string, readonly Domain[]>;

export type Change = keyof typeof STALE_AFTER;

/** The domains made stale by these changes, each once. */
export function staleDomains(changes: readonly Change[]): Domain[] {
  return [...new Set(changes.flatMap((change) => STALE_AFTER[change]))];
}

/** Refreshes the queries of every domain the changes make stale (those on screen refetch now). */
export function useMarkStale() {
  const client = useQueryClient();
  return useCallback(
    async (changes: readonly Change[]) => {
      await Promise.all(
        staleDomains(changes).map((domain) => client.invalidateQueries({ queryKey: [DOMAIN_ROOTS[domain]] })),
      );
    },
    [client],
  );
}

/**
 * A mutation that says what it changes; once it succeeds, everything that change makes stale is
 * refreshed (STALE_AFTER). A call that changes nothing the app shows says so with [].
 */
export function useMutationThatChanges<I, O>(mutationFn: (input: I) => Promise<O>, changes: readonly Change[]) {
  const markStale = useMarkStale();
  return useMutation({ mutationFn, onSuccess: () => markStale(changes) });
}
