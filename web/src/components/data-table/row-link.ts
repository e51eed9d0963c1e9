import { useNavigate } from 'react-router';
import { withLang } from '@/config/paths';
import { useLanguage } from '@/lib/language';

/** What DataTable's `rowLink` puts on a row. */
export interface RowLinkProps {
  className: string;
  onClick: (event: React.MouseEvent<HTMLTableRowElement>) => void;
  onAuxClick: (event: React.MouseEvent<HTMLTableRowElement>) => void;
}

/**
 * What a click on these already does by itself, and the selection's cell (a click beside its
 * checkbox should not leave the list): the row leaves them alone.
 */
const INTERACTIVE =
  'a, button, input, select, textarea, label, summary, [role="button"], [role="checkbox"], [data-no-row-link]';

/**
 * A row that opens its record when clicked anywhere, for the pointer: the record's link in the
 * row stays what the keyboard and screen readers use, so the row itself takes no focus. A click
 * on a control of the row, or one that ends a text selection, does what it did before; with
 * Ctrl, ⌘ or the middle button the record opens in a new tab, as the link would.
 */
export function useRowLink<T>(rowLink: (row: T) => string): (row: T) => RowLinkProps {
  const navigate = useNavigate();
  const language = useLanguage();
  const open = (row: T, event: React.MouseEvent<HTMLTableRowElement>) => {
    if (event.button > 1 || (event.target as Element).closest(INTERACTIVE)) return;
    if (event.type === 'click' && window.getSelection()?.toString()) return;
    const href = withLang(language, rowLink(row));
    if (event.button === 1 || event.ctrlKey || event.metaKey) window.open(href, '_blank', 'noopener');
    else void navigate(href);
  };
  return (row: T) => ({
    className: 'cursor-pointer hover:bg-leaf-50/70',
    onClick: (event: React.MouseEvent<HTMLTableRowElement>) => open(row, event),
    onAuxClick: (event: React.MouseEvent<HTMLTableRowElement>) => {
      if (event.button === 1) open(row, event);
    },
  });
}
