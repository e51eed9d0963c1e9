import {
  priceListRowsSchema,
  priceListSchema,
  type PriceList,
  type PriceListDetail,
  type PriceListRows,
} from '@shop/contract';
import type { PriceListDetailRow, PriceListRow } from './repository.js';
import { safeTable } from './safe-table.js';

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

/** The stored rows made safe again, as JSON (a list updated without a new file). */
export const safeRowsJson = (json: string | null): string | null => {
  const rows = storedRows(json);
  return rows === null ? null : JSON.stringify(rows);
};

/** A list just saved, and its rows as the JSON the reader wrote (safe already), or null for a PDF. */
export interface PriceListSaved {
  list: PriceList;
  rowsJson: string | null;
}

/**
 * A saved list as PriceListDetail's JSON, written without parsing its rows: the list's fields are
 * checked by their schema, the rows are spliced in as the reading worker wrote them (from the
 * rows schema's shape, each text made safe). Up to 100,000 cells parsed, checked and written
 * again took this thread a few hundred milliseconds per upload (issue 35).
 */
export function savedDetailJson({ list, rowsJson }: PriceListSaved): string {
  const fields = JSON.stringify(priceListSchema.parse(list));
  return `${fields.slice(0, -1)},"rows":${rowsJson ?? 'null'}}`;
}
