import { useState } from 'react';
import toast from '@/lib/toast';
import { exportPath } from '@shop/contract/exports';
import type { ExportKind, ExportQuery } from '@shop/contract';
import { ApiError } from '@/lib/api-client';
import { apiDownload, saveFile, type DownloadProgress } from '@/lib/api-download';
import i18n from '@/i18n';

export type DownloadState =
  { state: 'idle' } | { state: 'running'; progress: DownloadProgress } | { state: 'failed'; message: string };

/**
 * GET /api/exports/{kind}.xlsx: fetched (so that progress and errors can be shown), then handed
 * to the browser under the server's file name. One state per export.
 */
export function useExportDownload() {
  const [states, setStates] = useState<Partial<Record<ExportKind, DownloadState>>>({});
  const set = (kind: ExportKind, state: DownloadState) => setStates((s) => ({ ...s, [kind]: state }));

  async function download(kind: ExportKind, query: ExportQuery) {
    set(kind, { state: 'running', progress: { received: 0, total: null } });
    try {
      const { blob, fileName } = await apiDownload(exportPath(kind, query), {
        fallbackMessage: i18n.t('exports.errors.download'),
        onProgress: (progress) => set(kind, { state: 'running', progress }),
      });
      const name = fileName ?? `${kind}_${query.from}_${query.to}.xlsx`;
      saveFile(blob, name);
      set(kind, { state: 'idle' });
      toast.success(i18n.t('exports.done', { file: name }));
    } catch (err) {
      const message = err instanceof ApiError ? err.message : i18n.t('exports.errors.download');
      set(kind, { state: 'failed', message });
      toast.error(message);
    }
  }

  return { states, download };
}
