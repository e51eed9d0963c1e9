import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from '@/lib/toast';
import type { CompleteBack, DesignCenterChange, DesignCenterList, DesignCenterRow } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { ApiError, apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useMarkStale } from '@/lib/stale';
import i18n from '@/i18n';

/** A change to one row: its flags (complete-back) or its designer, for the line or the whole order. */
export type LineChange =
  | { kind: 'flags'; row: DesignCenterRow; body: CompleteBack }
  | { kind: 'designer'; row: DesignCenterRow; designer: string | null; updateAll: boolean };

function send(change: LineChange) {
  if (change.kind === 'flags')
    return apiRequest<DesignCenterChange>(apiPath(apiPaths.designCenter.completeBack, { id: change.row.table_id }), {
      method: 'PUT',
      body: change.body,
      fallbackMessage: i18n.t('designCenter.errors.updateLine'),
    });
  return apiRequest<DesignCenterChange>(apiPath(apiPaths.designCenter.lineDesigner, { id: change.row.table_id }), {
    method: 'PUT',
    body: { designer: change.designer, updateAll: change.updateAll },
    fallbackMessage: i18n.t('designCenter.errors.updateDesigner'),
  });
}

/** What the row looks like once the server agrees (SPEC §4: one flag true clears the other). */
function expected(row: DesignCenterRow, change: LineChange): DesignCenterRow {
  if (change.kind === 'designer') {
    const sameOrder = change.updateAll && row.order_id === change.row.order_id;
    if (!sameOrder && row.table_id !== change.row.table_id) return row;
    return { ...row, designer: change.designer, ...(sameOrder ? { order_designer: change.designer } : {}) };
  }
  if (row.table_id !== change.row.table_id) return row;
  const { complete_order: complete, back_order: back, back_order_text: text } = change.body;
  const next = { ...row };
  if (complete !== undefined) next.complete_order = complete;
  if (back !== undefined) {
    next.back_order = back;
    next.back_order_text = back ? (text ?? '') : '';
  }
  if (complete === true) Object.assign(next, { back_order: false, back_order_text: '' });
  if (back === true) next.complete_order = false;
  return next;
}

const LINE_MUTATION = ['design-center', 'line'] as const;

/**
 * PUT complete-back and designer, shown at once (optimistic): the cached pages change before
 * the server answers, take the server's rows when it does, and go back if it refuses. The
 * stats and product totals are fetched again afterwards; the toast says what happened.
 * While several ticks are in flight, only the last one to finish takes the server's rows and
 * refetches: an earlier answer would undo the later ticks still shown optimistically.
 */
export function useUpdateLine() {
  const client = useQueryClient();
  const markStale = useMarkStale();
  const patchRows = (patch: (row: DesignCenterRow) => DesignCenterRow) =>
    client.setQueriesData<DesignCenterList>({ queryKey: queryKeys.designCenter.itemsAll }, (list) =>
      list ? { ...list, orders: list.orders.map(patch) } : list,
    );
  const last = () => client.isMutating({ mutationKey: LINE_MUTATION }) <= 1;
  return useMutation({
    mutationKey: LINE_MUTATION,
    mutationFn: send,
    onMutate: async (change) => {
      // Patched before anything is awaited, so that the box shows the click at once; a refetch
      // in flight is then cancelled, and cancelling restores the patched data (the last set).
      const before = client.getQueriesData<DesignCenterList>({ queryKey: queryKeys.designCenter.itemsAll });
      patchRows((row) => expected(row, change));
      await client.cancelQueries({ queryKey: queryKeys.designCenter.itemsAll });
      return { before };
    },
    onSuccess: ({ data, message }) => {
      const fresh = new Map(data.rows.map((r) => [r.table_id, r]));
      if (last()) patchRows((row) => fresh.get(row.table_id) ?? row);
      toast.success(message ?? '');
    },
    onError: (err, _change, context) => {
      // Alone in flight, it goes back to what was there; otherwise the last refetch settles it.
      if (last()) for (const [key, list] of context?.before ?? []) client.setQueryData(key, list);
      toast.error(err instanceof ApiError ? err.message : i18n.t('designCenter.errors.updateLine'));
    },
    // The rows, their stats and totals, and the order's own view (lib/stale.ts).
    onSettled: () => last() && markStale(['design']),
  });
}
