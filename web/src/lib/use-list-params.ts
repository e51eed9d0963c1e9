import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Pagination } from '@shop/contract';
import { useDebounced } from './use-debounced';

/** The page the address asks for: 1 unless it names a later one. */
export const pageOf = (params: URLSearchParams) => Math.max(1, Number(params.get('page')) || 1);

/**
 * The state of a server-paginated list lives in the address (shareable, Back works): `update`
 * sets or clears parameters and goes back to page 1 unless it sets the page; the search box
 * moves the address only once its text has settled.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debounced = useDebounced(search.trim());

  const update = useCallback(
    (changes: Record<string, string | null>, options?: { replace?: boolean }) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      }, options),
    [setParams],
  );

  useEffect(() => {
    if ((params.get('search') ?? '') !== debounced) update({ search: debounced || null }, { replace: true });
  }, [debounced, params, update]);

  /** A DataTable's pagination: the address's page, the server's count; another page moves the address. */
  const pagination = (limit: number, server?: Pick<Pagination, 'total' | 'capped'>) => ({
    page,
    limit,
    total: server?.total ?? 0,
    capped: server?.capped,
    onPage: (next: number) => update({ page: String(next) }),
  });

  return { params, page, search, setSearch, debounced, update, pagination };
}
