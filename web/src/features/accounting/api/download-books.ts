import { useState } from 'react';
import type { AccountingFormat, Language } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { ApiError } from '@/lib/api-client';
import { apiDownload, saveFile, type DownloadProgress } from '@/lib/api-download';
import { queryString } from '@/lib/query-string';
import toast from '@/lib/toast';
import i18n from '@/i18n';

export type BooksDownload =
  { state: 'idle' } | { state: 'running'; progress: DownloadProgress } | { state: 'failed'; message: string };

export interface BooksQuery {
  from: string;
  to: string;
  format: AccountingFormat;
  lang: Language;
}

/** GET /api/accounting/export: fetched (to show progress and errors), then saved under the server's name. */
export function useBooksDownload() {
  const [download, setDownload] = useState<BooksDownload>({ state: 'idle' });
  async function start(query: BooksQuery) {
    setDownload({ state: 'running', progress: { received: 0, total: null } });
    try {
      const { blob, fileName } = await apiDownload(`${apiPath(apiPaths.accounting.export)}?${queryString(query)}`, {
        fallbackMessage: i18n.t('accounting.errors.download'),
        onProgress: (progress) => setDownload({ state: 'running', progress }),
      });
      const name = fileName ?? `books-${query.from}-${query.to}-${query.format}.zip`;
      saveFile(blob, name);
      setDownload({ state: 'idle' });
      toast.success(i18n.t('accounting.export.done', { file: name }));
    } catch (err) {
      const message = err instanceof ApiError ? err.message : i18n.t('accounting.errors.download');
      setDownload({ state: 'failed', message });
      toast.error(message);
    }
  }
  return { download, start };
}
