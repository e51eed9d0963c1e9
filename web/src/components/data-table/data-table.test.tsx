import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@/i18n';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';
import type { DataColumn, DataTableProps } from './types';

interface Flower {
  id: number;
  name: string;
  stems: number;
}

const FLOWERS: Flower[] = [
  { id: 1, name: 'Rose', stems: 25 },
  { id: 2, name: 'Tulip', stems: 10 },
];

const columns: DataColumn<Flower>[] = [
  { id: 'name', header: 'Name', cell: (f) => f.name, sortable: true },
  { id: 'stems', header: 'Stems', cell: (f) => f.stems, align: 'right', sortable: true },
  { id: 'note', header: 'Note', cell: () => '—' },
];

const settled = { isPending: false, isError: false, error: null };

function flowers(props: Partial<DataTableProps<Flower>> = {}) {
  return (
    <DataTable<Flower>
      caption="Flowers"
      columns={columns}
      rows={FLOWERS}
      rowKey={(f) => f.id}
      query={settled}
      emptyText="No flower matches."
      {...props}
    />
  );
}

beforeAll(async () => {
  await initI18n('en');
});

describe('DataTable', () => {
  it('keeps a row’s buttons (and their focus) when the screen draws its columns afresh', () => {
    // A screen writes its columns anew at each render, as the inventory's do.
    const withButton = (label: string): DataColumn<Flower>[] => [
      ...columns,
      { id: 'actions', header: 'Actions', cell: (f) => <button aria-label={`${label} ${f.name}`}>{label}</button> },
    ];
    const { rerender } = render(flowers({ columns: withButton('Adjust') }));
    const button = screen.getByRole('button', { name: 'Adjust Rose' });
    button.focus();
    rerender(flowers({ columns: withButton('Adjust') }));
    expect(screen.getByRole('button', { name: 'Adjust Rose' })).toBe(button);
    expect(button).toHaveFocus();
    // What the columns draw still follows them.
    rerender(flowers({ columns: withButton('Change') }));
    expect(screen.getByRole('button', { name: 'Change Rose' })).toBe(button);
  });

  it('names the table by its caption and shows its rows', () => {
    render(flowers());
    const table = screen.getByRole('table', { name: 'Flowers' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('row', { name: 'Rose 25 —' })).toBeInTheDocument();
    // A table that fits is in a plain box, no stop for the keyboard.
    expect(screen.queryByRole('region')).toBeNull();
    expect(table.parentElement).not.toHaveAttribute('tabindex');
  });

  it('makes a box narrower than its table a named region the keyboard can reach and scroll', () => {
    const widths = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.tagName === 'DIV' ? 720 : 0;
    });
    const client = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
    render(flowers());
    const box = screen.getByRole('region', { name: 'Flowers' });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box).toContainElement(screen.getByRole('table', { name: 'Flowers' }));
    widths.mockRestore();
    client.mockRestore();
  });

  it('says how the list is sorted and asks for the next order, by mouse or keyboard', async () => {
    const onSort = vi.fn();
    const sort = { key: 'name', order: 'asc' as const, onSort };
    const { rerender } = render(flowers({ sort }));
    const name = screen.getByRole('columnheader', { name: /Name/ });
    const stems = screen.getByRole('columnheader', { name: /Stems/ });
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(stems).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Note' })).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'Note' })).queryByRole('button')).toBeNull();

    await userEvent.click(within(name).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith('name', 'desc');

    within(stems).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    expect(onSort).toHaveBeenLastCalledWith('stems', 'asc');

    rerender(flowers({ sort: { ...sort, key: 'stems', order: 'desc' } }));
    expect(screen.getByRole('columnheader', { name: /Stems/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Stems/ })).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith('stems', 'asc');
  });

  it('shows a loading row, then an error row, then an empty row in place of rows', () => {
    const { rerender } = render(flowers({ rows: undefined, query: { isPending: true, isError: false, error: null } }));
    expect(within(screen.getByRole('table')).getByRole('status')).toHaveTextContent('Loading…');

    rerender(
      flowers({ rows: undefined, query: { isPending: false, isError: true, error: new Error('Failed to fetch') } }),
    );
    expect(within(screen.getByRole('table')).getByRole('alert')).toHaveTextContent('Failed to fetch');

    rerender(flowers({ rows: [] }));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('No flower matches.');
    expect(within(rows[1]!).getByRole('cell')).toHaveAttribute('colspan', '3');

    rerender(flowers());
    expect(screen.queryByText('No flower matches.')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('pages through the server pages', async () => {
    const onPage = vi.fn();
    const { rerender } = render(flowers({ pagination: { page: 1, limit: 2, total: 5, onPage } }));
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pager).toHaveTextContent('1–2 of 5');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(2);

    rerender(flowers({ pagination: { page: 3, limit: 2, total: 5, onPage } }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
    expect(onPage).toHaveBeenCalledTimes(2);
  });

  it('brings the top of the list into view when another page is asked for from below it', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    const above = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    try {
      render(flowers({ pagination: { page: 1, limit: 2, total: 5, onPage: () => {} } }));
      above.mockReturnValue({ top: -900 } as DOMRect);
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(scrolled).toHaveBeenCalledTimes(1);
      // Its top under the staff's sticky bar: brought below it.
      above.mockReturnValue({ top: 40 } as DOMRect);
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(scrolled).toHaveBeenCalledTimes(2);
      // In view: left where it is.
      above.mockReturnValue({ top: 200 } as DOMRect);
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(scrolled).toHaveBeenCalledTimes(2);
    } finally {
      scrolled.mockRestore();
      above.mockRestore();
    }
  });

  it('says where the server stopped counting, and still goes on past it (decision 040)', async () => {
    const onPage = vi.fn();
    render(flowers({ pagination: { page: 3, limit: 2, total: 6, capped: true, onPage } }));
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pager).toHaveTextContent('5–6 of 6+');
    expect(within(pager).getByText('Page 3 of 3+')).toBeInTheDocument();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(4);
  });

  it('shows no pager before the rows come, nor for one page when asked', () => {
    const pagination = { page: 1, limit: 25, total: 2, onPage: () => {} };
    const { rerender } = render(flowers({ rows: undefined, pagination }));
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(flowers({ pagination: { ...pagination, hideSinglePage: true } }));
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(flowers({ pagination }));
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 1');
  });

  it('groups consecutive rows under a heading row, and can name rows by a row header', () => {
    render(
      flowers({
        columns: [{ ...columns[0]!, rowHeader: true }, columns[1]!],
        rows: [...FLOWERS, { id: 3, name: 'Tulip', stems: 5 }],
        groups: {
          key: (f) => f.name,
          header: (rows) => `${rows[0]!.name} (${rows.length})`,
          testId: (rows) => `group-${rows[0]!.name}`,
        },
      }),
    );
    const tulips = screen.getByTestId('group-Tulip');
    expect(within(tulips).getByRole('rowheader', { name: 'Tulip (2)' })).toHaveAttribute('scope', 'rowgroup');
    expect(within(tulips).getAllByRole('rowheader', { name: 'Tulip' })).toHaveLength(2);
    expect(within(screen.getByTestId('group-Rose')).getAllByRole('row')).toHaveLength(2);
  });

  it('picks rows with a named checkbox each, or every row of the page from the header, by keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const selection = (selected: string[]) => ({
      selected: new Set(selected),
      onChange,
      rowLabel: (f: Flower) => `Select ${f.name}`,
      allLabel: 'Select every flower',
    });
    const { rerender } = render(flowers({ selection: selection([]) }));
    const all = screen.getByRole('checkbox', { name: 'Select every flower' });
    expect(all).not.toBeChecked();

    screen.getByRole('checkbox', { name: 'Select Tulip' }).focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(new Set(['2']));

    // Some rows picked: the header's box is mixed, and checks the whole page.
    rerender(flowers({ selection: selection(['2']) }));
    expect(screen.getByRole('checkbox', { name: 'Select Tulip' })).toBeChecked();
    expect(all).toBePartiallyChecked();
    await user.click(all);
    expect(onChange).toHaveBeenLastCalledWith(new Set(['1', '2']));

    rerender(flowers({ selection: selection(['1', '2']) }));
    expect(all).toBeChecked();
    await user.click(all);
    expect(onChange).toHaveBeenLastCalledWith(new Set());
  });
});
