import { PassThrough, type Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { EXPORT_MAX_DAYS, rangeDays, type ExportKind, type ExportQuery, type Language } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { badRequest } from '../../http/errors.js';
import { exportMessages } from './messages.js';
import { exportSheets } from './sheets/index.js';
import { ExportAborted } from './workbook.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file's name: the export's name in the reader's language and its range. */
export function exportFileName(kind: ExportKind, query: ExportQuery, language: Language): string {
  return `${exportSheets[kind].file[language]}_${query.from}_${query.to}.xlsx`;
}

/**
 * An export as a stream to send: the workbook is written into it while the rows are read, batch
 * by batch. The range is checked first (a 400 before anything is sent). A failure half-way
 * (the headers are gone by then) destroys the stream, so the client sees a broken download,
 * never a truncated file taken for a whole one; a client that goes away stops the reading.
 */
export function streamExport(
  deps: { db: Db; log: FastifyBaseLogger },
  kind: ExportKind,
  query: ExportQuery,
  language: Language,
): Readable {
  if (rangeDays(query.from, query.to) > EXPORT_MAX_DAYS) throw badRequest(exportMessages[language].rangeTooLong, 'to');
  const out = new PassThrough();
  const started = Date.now();
  exportSheets[kind].write(out, deps.db, query, language).then(
    (rows) => deps.log.info({ kind, from: query.from, to: query.to, rows, ms: Date.now() - started }, 'export written'),
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
