import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';
import { useRowLink } from './row-link';

interface Order {
  id: number;
  number: string;
}

const ORDERS: Order[] = [
  { id: 7, number: 'W-000007' },
  { id: 8, number: 'W-000008' },
];

function Orders({ onAction }: { onAction: () => void }) {
  const rowLink = useRowLink((order: Order) => `/admin/tickets/view/${order.id}`);
  return (
    <DataTable<Order>
      caption="Orders"
      rows={ORDERS}
      rowKey={(o) => o.id}
      rowLink={rowLink}
      columns={[
        { id: 'number', header: 'Number', cell: (o) => <Link to={`/admin/tickets/view/${o.id}`}>{o.number}</Link> },
        { id: 'note', header: 'Note', cell: (o) => `Order ${o.id}` },
        { id: 'action', header: 'Action', cell: () => <button onClick={onAction}>Print</button> },
      ]}
    />
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string, onAction = vi.fn()) {
  const router = createMemoryRouter(
    [
      { path: '/:lang?/admin/tickets', element: <Orders onAction={onAction} /> },
      { path: '/:lang?/admin/tickets/view/:id', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('a row that opens its record', () => {
  afterEach(cleanup);

  it('opens the record from a click anywhere on the row, in the page’s language', async () => {
    renderAt('/fr/admin/tickets');
    await userEvent.click(screen.getByText('Order 8'));
    expect(screen.getByTestId('where')).toHaveTextContent('/fr/admin/tickets/view/8');
  });

  it('leaves a control of the row to itself', async () => {
    const onAction = vi.fn();
    renderAt('/admin/tickets', onAction);
    const row = screen.getByRole('row', { name: /W-000007/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Print' }));
    expect(onAction).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('opens the record in a new tab with Ctrl, and takes no focus of its own', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderAt('/admin/tickets');
    const row = screen.getByRole('row', { name: /W-000007/ });
    expect(row).not.toHaveAttribute('tabindex');
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(within(row).getByText('Order 7'));
    await user.keyboard('{/Control}');
    expect(open).toHaveBeenCalledWith('/admin/tickets/view/7', '_blank', 'noopener');
    expect(screen.queryByTestId('where')).toBeNull();
    open.mockRestore();
  });
});
