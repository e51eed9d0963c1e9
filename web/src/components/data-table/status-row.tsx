import { listState, ListStatusMessage, type ListQueryState } from '@/components/ui/list-status';
import { join } from './cells';

const SETTLED: ListQueryState = { isPending: false, isError: false, error: null };

/** The row a table shows while it loads, when its query failed, or when nothing matches. */
export function StatusBody(props: {
  query: ListQueryState | undefined;
  isEmpty: boolean;
  emptyText: string | undefined;
  colSpan: number;
  className: string;
}) {
  const query = props.query ?? SETTLED;
  const isEmpty = props.isEmpty && Boolean(props.emptyText);
  const state = listState(query, isEmpty);
  if (state === null) return null;
  return (
    <tbody>
      <tr>
        <td
          colSpan={props.colSpan}
          className={join(props.className, 'text-center', state === 'error' ? 'text-petal-800' : 'text-gray-700')}
        >
          <ListStatusMessage query={query} isEmpty={isEmpty} emptyText={props.emptyText ?? ''} />
        </td>
      </tr>
    </tbody>
  );
}
