import type { PriceListRows } from '@shop/contract';
import { readCsv } from './csv.js';
import type { ReaderLimits, SpreadsheetKind } from './limits.js';
import { readXlsx } from './xlsx.js';

export function readSpreadsheet(kind: SpreadsheetKind, bytes: Buffer, limits: ReaderLimits): Promise<PriceListRows> {
  return kind === 'xlsx' ? readXlsx(bytes, limits) : Promise.resolve().then(() => readCsv(bytes, limits));
}
