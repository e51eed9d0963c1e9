import { useId, useRef } from 'react';
import type { RowData } from '@tanstack/react-table';
import { Pagination } from '@/components/ui/pagination';
import { cellClass, headerClass, join, VARIANTS } from './cells';
import { HeaderCell } from './header-cell';
import { ScrollBox } from './scroll-box';
import { SelectBox } from './select-cell';
import { StatusBody } from './status-row';
import type { DataTableGroups, DataTableProps } from './types';
import { useDataTable } from './use-data-table';

/** Consecutive rows of the same key, in the order the server gave them. */
function groupRows<T, R extends { original: T }>(rows: R[], groups: DataTableGroups<T> | undefined): R[][] {
  if (!groups) return rows.length > 0 ? [rows] : [];
  const out: R[][] = [];
  for (const row of rows) {
    const last = out.at(-1);
    if (last && groups.key(last[0]!.original) === groups.key(row.original)) last.push(row);
    else out.push([row]);
  }
  return out;
}

/**
 * Every list of the app as a table (ARCHITECTURE.md, Module boundaries): a caption, sortable
 * headers, loading / error / empty rows, the server's pages, and a box that scrolls sideways,
 * from the keyboard too, when the table is wider than the screen (a phone at 360 px).
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const table = useDataTable(props);
  const captionId = useId();
  const root = useRef<HTMLDivElement>(null);
  const variant = props.variant ?? 'card';
  const look = VARIANTS[variant];
  const { columns, groups, pagination, selection } = props;
  // The checkbox column, first, when rows can be picked.
  const span = columns.length + (selection ? 1 : 0);
  const selectClass = join(look.pad, 'w-10 text-center');
  const byId = new Map(columns.map((column) => [column.id, column]));
  const bodies = groupRows(table.getRowModel().rows, groups);
  const rowAttributes = (row: T) => {
    const own = props.rowProps?.(row);
    const link = props.rowLink?.(row);
    return { ...own, ...link, className: join(own?.className, link?.className) || undefined };
  };
  const showPager =
    pagination !== undefined &&
    props.rows !== undefined &&
    pagination.total > (pagination.hideSinglePage ? pagination.limit : 0);

  return (
    <div ref={root} className={join('scroll-mt-20', props.className)}>
      <ScrollBox className={look.box} labelledBy={captionId} busy={props.query?.isFetching}>
        <table className={join('w-full text-sm', props.tableClassName)}>
          <caption
            id={captionId}
            className={props.captionVisible ? `${look.pad} text-left font-serif text-lg text-leaf-900` : 'sr-only'}
          >
            {props.caption}
          </caption>
          <thead className="bg-leaf-50 text-leaf-900">
            {table.getHeaderGroups().map((headerGroup) => (
              <tr key={headerGroup.id}>
                {selection && (
                  <th scope="col" className={selectClass}>
                    <SelectBox
                      label={selection.allLabel}
                      checked={table.getIsAllPageRowsSelected()}
                      mixed={table.getIsSomePageRowsSelected()}
                      onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
                    />
                  </th>
                )}
                {headerGroup.headers.map((header) => (
                  <HeaderCell
                    key={header.id}
                    className={headerClass(byId.get(header.column.id)!, variant)}
                    sorted={header.column.getIsSorted()}
                    onSort={header.column.getCanSort() ? () => header.column.toggleSorting() : undefined}
                  >
                    <table.FlexRender header={header} />
                  </HeaderCell>
                ))}
              </tr>
            ))}
          </thead>
          {bodies.map((rows) => {
            const originals = rows.map((row) => row.original);
            return (
              <tbody
                key={rows[0]!.id}
                className={join('divide-y divide-leaf-100', groups && 'border-t-2 border-leaf-100')}
                data-testid={groups?.testId?.(originals)}
              >
                {groups && (
                  <tr className="bg-leaf-50/60">
                    <th
                      scope="rowgroup"
                      colSpan={span}
                      className={join(look.pad, 'text-left font-normal', groups.headerClassName)}
                    >
                      {groups.header(originals)}
                    </th>
                  </tr>
                )}
                {rows.map((row) => (
                  <tr key={row.id} {...rowAttributes(row.original)}>
                    {selection && (
                      <td className={join(selectClass, row.getIsSelected() && 'bg-leaf-50')} data-no-row-link>
                        <SelectBox
                          label={selection.rowLabel(row.original)}
                          checked={row.getIsSelected()}
                          onChange={(checked) => row.toggleSelected(checked)}
                        />
                      </td>
                    )}
                    {row.getAllCells().map((cell) => {
                      const column = byId.get(cell.column.id)!;
                      const Cell = column.rowHeader ? 'th' : 'td';
                      return (
                        <Cell
                          key={cell.id}
                          scope={column.rowHeader ? 'row' : undefined}
                          className={cellClass(column, row.original, variant)}
                        >
                          <table.FlexRender cell={cell} />
                        </Cell>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            );
          })}
          <StatusBody
            query={props.query}
            isEmpty={props.rows?.length === 0}
            emptyText={props.emptyText}
            colSpan={span}
            className={look.status}
          />
        </table>
      </ScrollBox>
      {showPager && (
        <div className={look.pager}>
          <Pagination
            page={pagination.page}
            limit={pagination.limit}
            total={pagination.total}
            capped={pagination.capped}
            onPage={(page) => {
              table.setPageIndex(page - 1);
              // The next page starts at its first row, not where the buttons were (the bottom);
              // below the staff's sticky bar (scroll-mt-20), under which its top may already be.
              if ((root.current?.getBoundingClientRect().top ?? 0) < STICKY_BAR_PX)
                root.current?.scrollIntoView({ block: 'start' });
            }}
          />
        </div>
      )}
    </div>
  );
}

/** The room a sticky bar may take at the top of the window (scroll-mt-20: 5rem). */
const STICKY_BAR_PX = 80;
