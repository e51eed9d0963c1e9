import type { ReactNode } from 'react';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const ARROW = { asc: '▲', desc: '▼' } as const;

/**
 * A column header. A sortable one says how the list is sorted (aria-sort) and holds a button,
 * reached and pressed from the keyboard like any other, that asks for the next order.
 */
export function HeaderCell(props: {
  className: string;
  children: ReactNode;
  sorted: false | 'asc' | 'desc';
  onSort?: () => void;
}) {
  const { className, children, sorted, onSort } = props;
  if (!onSort)
    return (
      <th scope="col" className={className}>
        {children}
      </th>
    );
  return (
    <th scope="col" aria-sort={sorted ? ARIA_SORT[sorted] : 'none'} className={className}>
      <button type="button" className="inline-flex min-h-9 items-center gap-1 hover:underline" onClick={onSort}>
        {children}
        <span aria-hidden="true">{sorted ? ARROW[sorted] : '↕'}</span>
      </button>
    </th>
  );
}
