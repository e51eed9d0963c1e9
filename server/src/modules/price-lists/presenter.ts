import { priceListRowsSchema, type PriceList, type PriceListDetail, type PriceListRows } from '@shop/contract';
import type { PriceListDetailRow, PriceListRow } from './repository.js';
import { safeTable } from './served-file.js';

export function presentPriceList(row: PriceListRow): PriceList {
  return {
    id: row.id,
    title_en: row.title_en,
    title_fr: row.title_fr,
    section: row.section,
    valid_from: row.valid_from,
    valid_to: row.valid_to,
    published: row.published === 1,
    file:
      row.file_path && row.file_name && row.mime_type
        ? {
            name: row.file_name,
            mime: row.mime_type,
            size: row.file_size ?? 0,
            url: `/api/pricelists/${row.id}/file`,
          }
        : null,
    row_count: row.row_count,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * The stored JSON is our own; it is still parsed by its schema rather than trusted blindly, and
 * made safe again (lists read before formula-like texts were quoted; quoting twice changes nothing).
 */
const storedRows = (json: string | null): PriceListRows | null =>
  json === null ? null : safeTable(priceListRowsSchema.parse(JSON.parse(json)));

export function presentPriceListDetail(row: PriceListDetailRow): PriceListDetail {
  return { ...presentPriceList(row), rows: storedRows(row.rows_json) };
}
