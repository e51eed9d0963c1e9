import { PassThrough, type Readable } from 'node:stream';
import type { Log } from '../../lib/log.js';
import { EXPORT_MAX_DAYS, rangeDays, type ExportKind, type ExportQuery, type Language } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { DomainError } from '../../errors/domain-error.js';
import { exportSheets } from './sheets/index.js';
import { ExportAborted } from './workbook.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What to export: the range, and the language of the file's headers and labels. */
export type ExportRequest = Pick<ExportQuery, 'from' | 'to'> & { lang: Language };

/** The file's name: the export's name in the file's language and its range. */
export function exportFileName(kind: ExportKind, request: ExportRequest): string {
  return `${exportSheets[kind].file[request.lang]}_${request.from}_${request.to}.xlsx`;
}

/**
 * An export as a stream to send: the workbook is written into it while the rows are read, batch
 * by batch. The range is checked first (refused before anything is sent). A failure half-way
 * (the headers are gone by then) destroys the stream, so the client sees a broken download,
 * never a truncated file taken for a whole one; a client that goes away stops the reading.
 */
export function streamExport(deps: { db: Db; log: Log }, kind: ExportKind, request: ExportRequest): Readable {
  if (rangeDays(request.from, request.to) > EXPORT_MAX_DAYS) throw new DomainError('EXPORT_RANGE_TOO_LONG');
  const out = new PassThrough();
  const started = Date.now();
  const range = { from: request.from, to: request.to };
  exportSheets[kind].write(out, deps.db, range, request.lang).then(
    (rows) => deps.log.info({ kind, ...range, rows, ms: Date.now() - started }, 'export written'),
    (err: unknown) => {
      if (err instanceof ExportAborted) deps.log.info({ kind }, 'export abandoned by the client');
      else {
        deps.log.error({ err, kind }, 'export failed');
        out.destroy(err instanceof Error ? err : new Error(String(err)));
      }
    },
  );
  return out;
}
