import { csvField } from '../../lib/csv.js';
import { zipFiles } from '../../lib/zip.js';
import type { PriceListCell, PriceListRows } from '@shop/contract';

const cellField = (value: PriceListCell) => csvField(value === null ? '' : String(value));

/**
 * The file customers download, written from the safe rows (safeTable): never the upload as it
 * came, which could carry formulas. UTF-8 CSV with a BOM (so that Excel reads accents), or a
 * one-sheet XLSX of plain values. Run by the reading worker, off the request thread.
 */
export function servedFile(kind: 'csv' | 'xlsx', table: PriceListRows): Buffer {
  const records = [table.columns, ...table.rows];
  if (kind === 'csv') {
    return Buffer.from(`\uFEFF${records.map((r) => r.map(cellField).join(',')).join('\r\n')}\r\n`, 'utf8');
  }
  return plainWorkbook(records);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** XML 1.0's Char: tab, line feed, carriage return, and the rest from space on, less lone surrogates, FFFE and FFFF. */
const isXmlChar = (code: number) =>
  code === 0x09 ||
  code === 0x0a ||
  code === 0x0d ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  code >= 0x10000;

/** Text as XML character data: escaped, without the characters XML cannot hold (which a CSV may carry). */
function xmlText(text: string): string {
  let kept = text;
  // Code points: a surrogate pair is one, a lone surrogate stays one unit and is dropped.
  if (!/^[\t\n\r\u0020-\ud7ff\ue000-\ufffd]*$/.test(text))
    kept = [...text].filter((char) => isXmlChar(char.codePointAt(0)!)).join('');
  return kept.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('\r', '&#13;');
}

/** The column letters of a 0-based index: 0 is A, 26 is AA. */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function sheetXml(records: PriceListCell[][]): string {
  const rows = records.map((record, r) => {
    const cells = record.map((value, c) => {
      if (value === null) return '';
      const ref = `${columnName(c)}${r + 1}`;
      if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
      return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`;
    });
    return `<row r="${r + 1}">${cells.join('')}</row>`;
  });
  return `${HEAD}<worksheet xmlns="${MAIN}"><sheetData>${rows.join('')}</sheetData></worksheet>`;
}

/**
 * The smallest workbook Excel, LibreOffice and exceljs open: one sheet of values (inline strings
 * and numbers), no styles, no formulas. Written here rather than with exceljs, whose loading
 * alone took the reading worker a second and 30 MB (issue 35).
 */
function plainWorkbook(records: PriceListCell[][]): Buffer {
  const parts: { name: string; text: string }[] = [
    {
      name: '[Content_Types].xml',
      text:
        `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '</Types>',
    },
    {
      name: '_rels/.rels',
      text: `${HEAD}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      text: `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${OFFICE}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      text: `${HEAD}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    { name: 'xl/worksheets/sheet1.xml', text: sheetXml(records) },
  ];
  // Dated 1980-01-01, the earliest a zip can say: the same rows always make the same bytes.
  return zipFiles(
    parts.map((p) => ({ name: p.name, data: Buffer.from(p.text) })),
    new Date(Date.UTC(1980, 0, 1)),
  );
}
