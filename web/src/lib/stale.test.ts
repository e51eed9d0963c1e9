import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { DOMAIN_ROOTS, queryKeys, type Domain } from './query-keys';
import { STALE_AFTER, staleDomains, useMutationThatChanges, type Change } from './stale';

const domains = Object.keys(queryKeys) as Domain[];
const changes = Object.keys(STALE_AFTER) as Change[];

/** Every key a domain builds, its builders called with sample arguments. */
function keysOf(domain: Domain): (readonly unknown[])[] {
  return Object.values(queryKeys[domain]).map((key) =>
    typeof key === 'function' ? (key as (...args: unknown[]) => readonly unknown[])(1, 'open', 1, 25, null) : key,
  );
}

describe('query keys', () => {
  it('start with the root of their domain, and no two domains share a root', () => {
    for (const domain of domains)
      for (const key of keysOf(domain)) expect([domain, key[0]]).toEqual([domain, DOMAIN_ROOTS[domain]]);
    expect(new Set(Object.values(DOMAIN_ROOTS)).size).toBe(domains.length);
  });
});

describe('what each change makes stale', () => {
  it('names known domains, its own among them', () => {
    const own: Record<Change, Domain> = {
      order: 'orders',
      design: 'designCenter',
      payment: 'payments',
      stock: 'stock',
      product: 'stock',
      customer: 'customers',
      offer: 'offers',
      priceList: 'priceLists',
      note: 'notes',
      email: 'emails',
      claim: 'claims',
      backOrder: 'backOrders',
      delivery: 'deliveries',
      favourite: 'favourites',
      deliveryAddress: 'deliveryAddresses',
      staff: 'staff',
      sessionEnded: 'sessions',
      apiToken: 'apiTokens',
      accountingSettings: 'accounting',
      freshList: 'freshList',
      supplier: 'purchasing',
      purchaseOrder: 'purchasing',
      closedDays: 'closedDays',
      standingOrder: 'standingOrders',
      prices: 'prices',
    };
    for (const change of changes) {
      for (const domain of STALE_AFTER[change]) expect(domains).toContain(domain);
      expect(STALE_AFTER[change]).toContain(own[change]);
    }
  });

  it('an order change: the orders, prebookings, design center, statements, balances and stock', () => {
    expect(staleDomains(['order'])).toEqual(
      expect.arrayContaining([
        'orders',
        'prebookings',
        'designCenter',
        'statements',
        'customers',
        'payments',
        'stock',
      ] satisfies Domain[]),
    );
  });

  it('a payment: the payments, statements, balances and what orders have paid, not the stock', () => {
    expect(staleDomains(['payment']).sort()).toEqual(['audit', 'customers', 'orders', 'payments', 'statements']);
  });

  it('a stock movement: the products and inventory, what prebookings lack, the offers, what back-orders it can fill', () => {
    expect(staleDomains(['stock']).sort()).toEqual(['audit', 'backOrders', 'offers', 'prebookings', 'stock']);
  });

  it('a back-order filled or cancelled: the queue, the orders, the stock, the money and the e-mails', () => {
    expect(staleDomains(['backOrder'])).toEqual(
      expect.arrayContaining(['backOrders', 'orders', 'stock', 'statements', 'customers', 'emails'] satisfies Domain[]),
    );
  });

  it('a design-center line: the design center and the order it belongs to', () => {
    expect(staleDomains(['design']).sort()).toEqual(['designCenter', 'orders']);
  });

  it('a customer: the customers and every list that names them', () => {
    expect(staleDomains(['customer'])).toEqual(
      expect.arrayContaining(['customers', 'orders', 'prebookings', 'designCenter', 'statements'] satisfies Domain[]),
    );
  });

  it('a price list: the lists and the footer (from /api/site)', () => {
    expect(staleDomains(['priceList']).sort()).toEqual(['audit', 'priceLists', 'site']);
  });

  it('every change the server audits makes the History panels (audit) stale', () => {
    for (const change of ['order', 'payment', 'stock', 'product', 'customer', 'offer', 'priceList'] as const)
      expect(staleDomains([change])).toContain('audit');
  });

  it('nothing makes the session or the texts stale; several changes give each domain once', () => {
    const all = staleDomains(changes);
    expect(all).not.toContain('session');
    expect(all).not.toContain('texts');
    expect(all.length).toBe(new Set(all).size);
  });
});

describe('useMutationThatChanges', () => {
  it('refreshes, once the change is made, every query the table names and those only', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const sample = Object.fromEntries(domains.map((d) => [d, keysOf(d)[0]!])) as Record<Domain, readonly unknown[]>;
    for (const key of Object.values(sample)) client.setQueryData(key, 'cached');
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useMutationThatChanges(async (n: number) => n + 1, ['order']), { wrapper });

    await act(() => result.current.mutateAsync(1));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const stale = domains.filter((d) => client.getQueryState(sample[d])?.isInvalidated);
    expect(stale.sort()).toEqual([...STALE_AFTER.order].sort());
  });

  it('refreshes nothing when the call fails', async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.prebookings.detail(1), 'cached');
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useMutationThatChanges(() => Promise.reject(new Error('refused')), ['order']), {
      wrapper,
    });
    await act(() => result.current.mutateAsync(undefined).catch(() => undefined));
    expect(client.getQueryState(queryKeys.prebookings.detail(1))?.isInvalidated).toBe(false);
  });
});
