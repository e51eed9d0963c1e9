import { isUtf8 } from 'node:buffer';
import type { FastifyRequest } from 'fastify';
import { PRICE_LIST_FILE, type Language } from '@shop/contract';
import { HttpError } from '../../http/errors.js';
import { readMultipart } from '../../http/multipart.js';
import { priceListMessages } from './messages.js';

const XLSX = PRICE_LIST_FILE.types[1];

/**
 * The type of an uploaded price list, by content. A CSV has no magic bytes: a file with no
 * detected type passes as CSV only when it is named .csv and is UTF-8 text without NUL bytes.
 * A plain zip named .xlsx is taken as XLSX so that a damaged workbook is told apart (422 when it
 * cannot be read) from a file of the wrong kind (415).
 */
export function resolvePriceListType(
  detected: { mime: string; ext: string } | undefined,
  filename: string,
  buffer: Buffer,
): { mime: string; ext: string } | undefined {
  if (detected?.mime === 'application/zip' && /\.xlsx$/i.test(filename)) return { mime: XLSX, ext: 'xlsx' };
  if (detected) return detected;
  if (/\.csv$/i.test(filename) && !buffer.includes(0) && isUtf8(buffer)) return { mime: 'text/csv', ext: 'csv' };
  return undefined;
}

/** Reads the multipart body of POST/PUT /api/pricelists; a file over 10 MB is a 413 with a message. */
export async function readPriceListUpload(request: FastifyRequest, language: Language) {
  try {
    return await readMultipart(request, {
      maxBytes: PRICE_LIST_FILE.maxBytes,
      allowed: PRICE_LIST_FILE.types,
      fileField: 'file',
      resolveType: resolvePriceListType,
    });
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, priceListMessages[language].tooLarge, 'PayloadTooLarge', 'file');
    }
    if (err instanceof HttpError && err.statusCode === 415) {
      throw new HttpError(415, priceListMessages[language].unsupported, 'UnsupportedMediaType', 'file');
    }
    throw err;
  }
}
