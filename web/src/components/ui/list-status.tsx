import { useTranslation } from 'react-i18next';

export interface ListQueryState {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

interface Props {
  query: ListQueryState;
  isEmpty: boolean;
  emptyText: string;
}

/** What a list shows instead of rows, if anything: loading, its error, or that nothing matches. */
export function listState(query: ListQueryState, isEmpty: boolean): 'loading' | 'error' | 'empty' | null {
  if (query.isPending) return 'loading';
  if (query.isError) return 'error';
  return isEmpty ? 'empty' : null;
}

/** The words of that state: loading is a status, an error an alert. */
export function ListStatusMessage({ query, isEmpty, emptyText }: Props) {
  const { t } = useTranslation();
  const state = listState(query, isEmpty);
  if (state === 'loading') return <span role="status">{t('common.loading')}</span>;
  if (state === 'error') return <span role="alert">{query.error?.message}</span>;
  return state === 'empty' ? emptyText : null;
}

/** What a list that is not a table shows instead of rows (a table has its DataTable status row). */
export function ListStatus(props: Props) {
  const state = listState(props.query, props.isEmpty);
  if (state === null) return null;
  return (
    <p className={`p-6 text-center ${state === 'error' ? 'text-petal-800' : 'text-gray-700'}`}>
      <ListStatusMessage {...props} />
    </p>
  );
}
