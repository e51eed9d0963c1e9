import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from './spinner';

/** What a screen shows while its query loads or after it failed; null once there is data. */
export function QueryStatus({ query }: { query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error'> }) {
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return (
      <p role="alert" className="text-petal-800">
        {query.error?.message}
      </p>
    );
  return null;
}
