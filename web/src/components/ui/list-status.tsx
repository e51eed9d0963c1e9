import { useTranslation } from 'react-i18next';

interface Props {
  query: { isPending: boolean; isError: boolean; error: Error | null };
  isEmpty: boolean;
  emptyText: string;
}

/** What a list shows instead of rows: loading, its error, or that nothing matches. */
export function ListStatus({ query, isEmpty, emptyText }: Props) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <p className="p-6 text-center text-gray-700" role="status">
        {t('common.loading')}
      </p>
    );
  if (query.isError)
    return (
      <p className="p-6 text-center text-petal-800" role="alert">
        {query.error?.message}
      </p>
    );
  return isEmpty ? <p className="p-6 text-center text-gray-700">{emptyText}</p> : null;
}
