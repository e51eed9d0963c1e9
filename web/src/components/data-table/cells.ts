import type { DataColumn } from './types';

const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

/**
 * How cells look in each variant: a list of its own, or a table in a panel or a dialog. The box
 * is `relative` so that what is positioned in the cells (screen-reader-only labels) scrolls with
 * the table instead of widening the page.
 */
export const VARIANTS = {
  card: {
    box: 'relative overflow-x-auto rounded-2xl bg-white ring-1 ring-leaf-100 print:overflow-visible',
    pad: 'px-3 py-2',
    status: 'p-6',
    pager: 'mt-4',
  },
  plain: {
    box: 'relative overflow-x-auto print:overflow-visible',
    pad: 'px-2 py-1.5',
    status: 'p-3',
    pager: 'mt-3',
  },
} as const;

export type Variant = keyof typeof VARIANTS;

export const join = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');

/** The classes of a column's header cell. */
export function headerClass<T>(column: DataColumn<T>, variant: Variant) {
  return join(
    VARIANTS[variant].pad,
    'font-semibold',
    ALIGN[column.align ?? 'left'],
    column.className,
    column.headerClassName,
  );
}

/** The classes of a column's cell in one row. */
export function cellClass<T>(column: DataColumn<T>, row: T, variant: Variant) {
  const own = typeof column.cellClassName === 'function' ? column.cellClassName(row) : column.cellClassName;
  return join(
    VARIANTS[variant].pad,
    (column.align || column.rowHeader) && ALIGN[column.align ?? 'left'],
    column.className,
    own,
  );
}
