import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MarginFigures, MarginGroup, MarginReport } from '@shop/contract';
import { clearSession, writeAuthUser } from '@/lib/auth-storage';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import MarginsPage from './margins-page';
import { marginDays } from './period';

beforeAll(loadEnglishTexts);
beforeEach(() => writeAuthUser({ id: 1, role: 'admin', name: 'Office', language: 'en', roles: ['office'] }));
afterEach(clearSession);

const figures = (sales: number, costed: number, cost: number, lines: number, unknown: number): MarginFigures => ({
  lines,
  sales_cents: sales,
  costed_sales_cents: costed,
  cost_cents: cost,
  margin_cents: costed - cost,
  margin_percent: costed > 0 ? Math.round(((costed - cost) / costed) * 1000) / 10 : null,
  unknown_lines: unknown,
});
const group = (id: number | null, name: string | null, f: MarginFigures): MarginGroup => ({
  id,
  name_en: name,
  name_fr: name && `${name} (fr)`,
  ...f,
});

function report(by: MarginReport['by'], page: number): MarginReport {
  const groups =
    by === 'supplier'
      ? [group(4, 'Finca Rosa', figures(30_000, 30_000, 18_000, 3, 0)), group(null, null, figures(5_000, 0, 0, 1, 1))]
      : page === 1
        ? [
            group(11, 'Red rose', figures(30_000, 30_000, 18_000, 3, 0)),
            group(12, 'Tulip', figures(5_000, 2_000, 1_500, 2, 1)),
          ]
        : [group(13, 'Peony', figures(1_000, 0, 0, 1, 1))];
  return {
    from: '2026-11-01',
    to: '2026-11-30',
    by,
    totals: figures(36_000, 32_000, 19_500, 6, 2),
    groups,
    pagination: { page, limit: 50, total: by === 'supplier' ? 2 : 51 },
  };
}

describe('/admin/margins (issue 37 item 6)', () => {
  it('shows the period’s totals and rows, says what is not known, pages on the server and downloads the XLSX', async () => {
    const calls = fakeApi((call) => {
      if (call.path.startsWith('/reports/margin?')) {
        const q = new URLSearchParams(call.path.split('?')[1]);
        return [200, { success: true, data: report(q.get('by') as MarginReport['by'], Number(q.get('page'))) }];
      }
      return [404, { success: false, message: 'no' }];
    });
    const router = renderScreen(
      <MarginsPage />,
      '/admin/margins',
      '/admin/margins?period=range&from=2026-11-01&to=2026-11-30',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Margins' })).toBeInTheDocument();
    const totals = await screen.findByTestId('margin-totals');
    expect(within(totals).getByText('$360.00')).toBeInTheDocument();
    expect(within(totals).getByText('$195.00')).toBeInTheDocument();
    expect(within(totals).getByText('$125.00')).toBeInTheDocument();
    expect(within(totals).getByText('39.1%')).toBeInTheDocument();
    expect(screen.getByText(/2 lines: cost not known\. Their sales \(\$40\.00\) are left out/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Orders delivered from November 1, 2026 to November 30, 2026.',
    );
    const asked = () => calls.filter((c) => c.path.startsWith('/reports/margin?')).map((c) => c.path);
    expect(asked()[0]).toBe('/reports/margin?from=2026-11-01&to=2026-11-30&by=product&page=1&limit=50');

    const table = screen.getByRole('table', { name: 'Margin by Product' });
    const rows = within(table).getAllByTestId('margin-row');
    expect(rows.map((r) => within(r).getByRole('rowheader').firstChild?.textContent)).toEqual(['Red rose', 'Tulip']);
    expect(within(rows[0]!).getByText('40.0%')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('1 line: cost not known.')).toBeInTheDocument();

    const xlsx = screen.getByRole('link', { name: 'Download the period (XLSX)' });
    expect(xlsx).toHaveAttribute('href', '/api/reports/margin.xlsx?from=2026-11-01&to=2026-11-30&by=product&lang=en');

    // The next page is the server's.
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Peony')).toBeInTheDocument();
    expect(screen.getAllByText('Not known').length).toBeGreaterThanOrEqual(3);
    expect(router.state.location.search).toContain('page=2');

    // By supplier, from the keyboard: the tabs move with the arrows; a nameless row is said.
    screen.getByRole('tab', { name: 'Product' }).focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Supplier' })).toHaveAttribute('aria-selected', 'true'));
    expect(await screen.findByText('No supplier (stock no received lot covers)')).toBeInTheDocument();
    expect(router.state.location.search).not.toContain('page=');
    expect(asked().at(-1)).toContain('by=supplier&page=1');
  });

  it('narrows the report to one customer and one product, from the keyboard, and back to every one', async () => {
    const anne = { id: 7, businessName: 'Fleurs Anne', city: 'Laval', email: 'anne@example.test' };
    const rose = { id: 11, sku: 'RR-1', name_en: 'Red rose', name_fr: 'Rose rouge', unit: 'stem', stems_per_unit: 1 };
    const calls = fakeApi((call) => {
      if (call.path.startsWith('/reports/margin?')) return [200, { success: true, data: report('product', 1) }];
      if (call.path.startsWith('/customers?'))
        return [200, { success: true, data: { customers: [anne], pagination: { page: 1, limit: 8, total: 1 } } }];
      if (call.path.startsWith('/products?'))
        return [
          200,
          {
            success: true,
            data: {
              products: [{ ...rose, on_hand: 5, price_cents: 100, packs: [] }],
              pagination: { page: 1, limit: 8, total: 1 },
            },
          },
        ];
      return [404, { success: false, message: 'no' }];
    });
    const router = renderScreen(
      <MarginsPage />,
      '/admin/margins',
      '/admin/margins?period=range&from=2026-11-01&to=2026-11-30&page=2',
    );
    await screen.findByTestId('margin-totals');
    const asked = () => calls.filter((c) => c.path.startsWith('/reports/margin?')).map((c) => c.path);

    await userEvent.type(screen.getByRole('combobox', { name: 'Customer' }), 'Anne');
    expect(await screen.findByRole('option', { name: /Fleurs Anne/ })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    const anyCustomer = await screen.findByRole('button', { name: 'Any customer' });
    await waitFor(() => expect(anyCustomer).toHaveFocus());
    expect(screen.getByText('Fleurs Anne', { selector: 'span' })).toBeInTheDocument();

    await userEvent.type(screen.getByRole('combobox', { name: 'Product' }), 'rose');
    expect(await screen.findByRole('option', { name: /Red rose/ })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Any product' })).toHaveFocus());
    expect(screen.getByText('Red rose', { selector: 'span' })).toBeInTheDocument();

    // The report and its XLSX are the one customer's lines of the one product, from the first page.
    await waitFor(() =>
      expect(asked().at(-1)).toBe(
        '/reports/margin?from=2026-11-01&to=2026-11-30&by=product&customer_id=7&product_id=11&page=1&limit=50',
      ),
    );
    expect(screen.getByRole('link', { name: 'Download the period (XLSX)' })).toHaveAttribute(
      'href',
      '/api/reports/margin.xlsx?from=2026-11-01&to=2026-11-30&by=product&customer_id=7&product_id=11&lang=en',
    );
    expect(router.state.location.search).toContain('customer_id=7');
    expect(router.state.location.search).not.toContain('page=');

    // Every customer again: the search is back, with the keyboard in it; the product stays.
    await userEvent.click(anyCustomer);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveFocus());
    await waitFor(() => expect(asked().at(-1)).not.toContain('customer_id'));
    expect(asked().at(-1)).toContain('product_id=11');
  });

  it('says when nothing was delivered', async () => {
    fakeApi((call) =>
      call.path.startsWith('/reports/margin?')
        ? [
            200,
            {
              success: true,
              data: { ...report('product', 1), groups: [], pagination: { page: 1, limit: 50, total: 0 } },
            },
          ]
        : [404, { success: false, message: 'no' }],
    );
    renderScreen(<MarginsPage />, '/admin/margins', '/admin/margins?period=range&from=2026-11-01&to=2026-11-30');
    expect(await screen.findByText('No order delivered in this period.')).toBeInTheDocument();
  });
});

describe('the margins’ periods', () => {
  it('are this month, the month before, this year and the dates typed', () => {
    expect(marginDays('month', '2026-03-15', {})).toEqual({ from: '2026-03-01', to: '2026-03-15' });
    expect(marginDays('last-month', '2026-03-15', {})).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(marginDays('last-month', '2026-01-05', {})).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(marginDays('year', '2026-03-15', {})).toEqual({ from: '2026-01-01', to: '2026-03-15' });
    expect(marginDays('range', '2026-03-15', { from: '2025-06-01' })).toEqual({ from: '2025-06-01', to: '2026-03-15' });
  });
});
