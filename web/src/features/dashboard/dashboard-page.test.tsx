import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard, DashboardPeriod } from '@shop/contract';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import DashboardPage from './dashboard-page';
import { periodDays } from './period';

beforeAll(loadEnglishTexts);

function period(overrides: Partial<DashboardPeriod> = {}): DashboardPeriod {
  return {
    from: '2026-11-01',
    to: '2026-11-30',
    sales_cents: 1_234_500,
    orders: 10,
    average_order_cents: 123_450,
    margin_cents: null,
    margin_percent: null,
    orders_by_source: [
      { source: 'web', orders: 6, sales_cents: 600_000 },
      { source: 'staff', orders: 4, sales_cents: 634_500 },
    ],
    shrink_cents: 5_400,
    shrink_by_category: [{ category: 'roses', units: 6, value_cents: 5_400 }],
    claims_by_reason: [{ reason: 'wilted', claims: 2, units: 4 }],
    claims_by_supplier: [{ supplier_id: 4, name: 'Finca Rosa', claims: 2 }],
    receivables: {
      as_of: '2026-11-30',
      buckets: [
        { bucket: 'current', cents: 10_000 },
        { bucket: 'd1_30', cents: 0 },
        { bucket: 'd31_60', cents: 0 },
        { bucket: 'd61_90', cents: 0 },
        { bucket: 'over_90', cents: 2_500 },
      ],
      total_cents: 12_500,
    },
    top_products: [{ product_id: 7, name_en: 'Red rose', name_fr: 'Rose rouge', quantity: 40, sales_cents: 60_000 }],
    top_customers: [{ customer_id: 3, business_name: 'Fleuriste Lune', orders: 4, sales_cents: 634_500 }],
    ...overrides,
  };
}

const reply = (): Dashboard => ({
  ...period(),
  stock_by_age: [
    { bucket: 'd0_1', units: 100, value_cents: 15_000 },
    { bucket: 'd2_3', units: 0, value_cents: 0 },
    { bucket: 'd4_7', units: 0, value_cents: 0 },
    { bucket: 'over_7', units: 5, value_cents: 750 },
    { bucket: 'unknown', units: 0, value_cents: 0 },
  ],
  compare: period({ from: '2025-11-01', to: '2025-11-30', sales_cents: 1_000_000, orders: 8 }),
});

describe('the dashboard', () => {
  it('draws each figure as a chart with its table, links to its list and its XLSX; margin not known yet', async () => {
    const calls = fakeApi((call) =>
      call.path.startsWith('/dashboard?') ? [200, { success: true, data: reply() }] : [404, { success: false }],
    );
    renderScreen(<DashboardPage />, '/admin/dashboard', '/admin/dashboard?period=range&from=2026-11-01&to=2026-11-30');

    const sources = await screen.findByRole('region', { name: 'Orders by source' });
    expect(calls.find((c) => c.path.startsWith('/dashboard'))!.path).toBe(
      '/dashboard?from=2026-11-01&to=2026-11-30&compare=previous-year',
    );
    // The chart is one image named by the figure; its numbers are the table beside it.
    expect(within(sources).getByRole('img', { name: 'Orders by source' })).toBeInTheDocument();
    const table = within(sources).getByRole('table', { name: 'Orders by source' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'ItemThis periodA year before',
      'Web66',
      'Staff44',
    ]);
    expect(within(table).getByRole('link', { name: 'Web' })).toHaveAttribute(
      'href',
      '/admin/tickets?date_from=2026-11-01&date_to=2026-11-30&type=order&exclude_status=cancelled&source=web',
    );
    expect(within(sources).getByRole('link', { name: 'Download Orders by source (XLSX)' })).toHaveAttribute(
      'href',
      '/api/dashboard/orders_by_source.xlsx?from=2026-11-01&to=2026-11-30&compare=previous-year&lang=en',
    );

    const key = screen.getByTestId('key-figures');
    expect(within(key).getByText('$12,345.00')).toBeInTheDocument();
    expect(within(key).getByText('(+23%)')).toBeInTheDocument();
    expect(key.querySelector('[data-figure="margin"]')?.textContent).toContain('Not known yet');

    const claims = screen.getByRole('region', { name: 'Claims by reason' });
    expect(within(claims).getByRole('link', { name: 'Wilted' })).toHaveAttribute(
      'href',
      '/admin/claims?from=2026-11-01&to=2026-11-30&reason=wilted',
    );
    const bySupplier = screen.getByRole('region', { name: 'Claims by supplier' });
    expect(within(bySupplier).getByRole('link', { name: 'Finca Rosa' })).toHaveAttribute(
      'href',
      '/admin/claims?from=2026-11-01&to=2026-11-30&supplier_id=4',
    );
    expect(
      within(within(bySupplier).getByRole('table', { name: 'Claims by supplier' }))
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['ItemThis periodA year before', 'Finca Rosa22']);
    expect(screen.getByRole('region', { name: 'Receivables by age on November 30, 2026' })).toBeInTheDocument();
  });

  it('asks for today, this week and this month as the reader chooses', async () => {
    const calls = fakeApi((call) =>
      call.path.startsWith('/dashboard?') ? [200, { success: true, data: reply() }] : [404, { success: false }],
    );
    renderScreen(<DashboardPage />, '/admin/dashboard', '/admin/dashboard');
    await screen.findByRole('region', { name: 'Orders by source' });
    await userEvent.click(screen.getByRole('tab', { name: 'Today' }));
    expect(calls.at(-1)!.path).toMatch(/^\/dashboard\?from=(\d{4}-\d{2}-\d{2})&to=\1&/);
  });

  it('counts a week from Monday and a month from its first day', () => {
    expect(periodDays('week', '2026-11-26', {})).toEqual({ from: '2026-11-23', to: '2026-11-26' });
    expect(periodDays('week', '2026-11-23', {})).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(periodDays('week', '2026-11-29', {})).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodDays('month', '2026-11-26', {})).toEqual({ from: '2026-11-01', to: '2026-11-26' });
    expect(periodDays('range', '2026-11-26', { from: '2026-01-05' })).toEqual({ from: '2026-01-05', to: '2026-01-05' });
  });
});
