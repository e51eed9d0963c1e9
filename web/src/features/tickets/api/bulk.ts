import { useMutation } from '@tanstack/react-query';
import type { OrderBulkFileReply, OrderBulkResult, OrderStatus } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { saveFile } from '@/lib/api-download';
import { useMarkStale, type Change } from '@/lib/stale';
import i18n from '@/i18n';

/** What the staff list does to its selection. */
export type BulkAction = 'status' | 'email' | 'print' | 'slips' | 'export';

export interface BulkRequest {
  action: BulkAction;
  ids: number[];
  /** The status to move to (the status action only). */
  status?: OrderStatus;
}

const PATHS: Record<BulkAction, string> = {
  status: apiPaths.orders.bulkStatus,
  email: apiPaths.orders.bulkEmail,
  print: apiPaths.orders.bulkInvoices,
  slips: apiPaths.orders.bulkPackingSlips,
  export: apiPaths.exports.orderSelection,
};

/** A move changes orders (balances, stock…); an e-mail grows the customer's log; a file changes nothing. */
const CHANGES: Record<BulkAction, Change[]> = {
  status: ['order'],
  email: ['email'],
  print: [],
  slips: [],
  export: [],
};

/** The file an action made (invoices' or packing slips' PDF, spreadsheet), handed to the browser to save or open. */
function save(file: OrderBulkFileReply['file'] | undefined): void {
  if (!file) return;
  const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
  saveFile(new Blob([bytes], { type: file.content_type }), file.filename);
}

/** Runs one bulk action on the selected orders; answers one result per order, in the selection's order. */
export function useBulkAction() {
  const markStale = useMarkStale();
  return useMutation({
    mutationFn: async ({ action, ids, status }: BulkRequest): Promise<OrderBulkResult[]> => {
      const reply = await apiRequest<Partial<OrderBulkFileReply>>(apiPath(PATHS[action]), {
        method: 'POST',
        body: action === 'status' ? { ids, status } : { ids },
        fallbackMessage: i18n.t('tickets.bulk.failed'),
      });
      save(reply.data.file);
      return reply.data.results ?? [];
    },
    onSuccess: (_, request) => markStale(CHANGES[request.action]),
  });
}
