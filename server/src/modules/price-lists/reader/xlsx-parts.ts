import path from 'node:path/posix';
import type { Entry, ZipFile } from 'yauzl';
import { SpreadsheetError, type ReaderLimits } from './limits.js';
import { readXmlEntry } from './xml-entry.js';

/** The parts of a workbook the first sheet's cells need, found from the package's relationships. */
export interface WorkbookParts {
  sheet: Entry;
  sharedStrings: Entry | null;
  styles: Entry | null;
  /** Serial dates count from 1904 (old Mac workbooks), not 1900. */
  date1904: boolean;
}

/** Part names are case-insensitive (OPC): entries are found by their lower-cased name. */
export type Entries = Map<string, Entry>;

const RELATIONSHIP = 'http://schemas.openxmlformats.org/';
const typeIs = (type: string | undefined, name: string) =>
  !!type && type.startsWith(RELATIONSHIP) && type.endsWith(`/${name}`);

/** The relationships of a part (`xl/workbook.xml` → `xl/_rels/workbook.xml.rels`): id → type and target part. */
async function relationships(zip: ZipFile, entries: Entries, part: string) {
  const rels = new Map<string, { type: string; target: string }>();
  const file = entries.get(path.join(path.dirname(part), '_rels', `${path.basename(part)}.rels`).toLowerCase());
  if (!file) return rels;
  await readXmlEntry(zip, file, {
    open(name, a) {
      if (name !== 'Relationship' || !a.Id || !a.Target || a.TargetMode === 'External') return;
      // A target is relative to the part's folder, or absolute from the package's root.
      const target = a.Target.startsWith('/') ? a.Target.slice(1) : path.join(path.dirname(part), a.Target);
      rels.set(a.Id, { type: a.Type ?? '', target: target.toLowerCase() });
    },
  });
  return rels;
}

/**
 * Finds the first sheet (in the workbook's order, as Excel shows them), the shared strings and
 * the styles by following the relationships, as Excel does, rather than guessing file names.
 */
export async function workbookParts(zip: ZipFile, entries: Entries): Promise<WorkbookParts> {
  const root = await relationships(zip, entries, '');
  const office = [...root.values()].find((r) => typeIs(r.type, 'officeDocument'));
  const workbookName = office?.target ?? 'xl/workbook.xml';
  const workbook = entries.get(workbookName);
  if (!workbook) throw new SpreadsheetError('malformed');
  let firstSheet: string | null = null;
  let date1904 = false;
  await readXmlEntry(zip, workbook, {
    open(name, a) {
      if (name === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
      if (name === 'sheet' && firstSheet === null) {
        // r:id, whatever the prefix bound to the relationships namespace.
        const id = Object.entries(a).find(([key]) => key.endsWith(':id'))?.[1];
        firstSheet = id ?? '';
      }
    },
  });
  const rels = await relationships(zip, entries, workbookName);
  const target = firstSheet === null ? undefined : rels.get(firstSheet)?.target;
  const sheet = target ? entries.get(target) : undefined;
  if (!sheet) throw new SpreadsheetError('empty');
  const part = (name: string) => {
    const rel = [...rels.values()].find((r) => typeIs(r.type, name));
    return (rel && entries.get(rel.target)) ?? null;
  };
  return { sheet, sharedStrings: part('sharedStrings'), styles: part('styles'), date1904 };
}

/**
 * The shared strings: each <si>'s text, rich-text runs joined, phonetic guides (<rPh>) left out.
 * A workbook with more distinct strings than the cell limit has more cells than the limit.
 */
export async function sharedStrings(zip: ZipFile, entry: Entry | null, limits: ReaderLimits): Promise<string[]> {
  const strings: string[] = [];
  if (!entry) return strings;
  let text: string[] | null = null;
  let inT = false;
  let phonetic = 0;
  await readXmlEntry(zip, entry, {
    open(name) {
      if (name === 'si') text = [];
      else if (name === 't') inT = true;
      else if (name === 'rPh') phonetic += 1;
    },
    close(name) {
      if (name === 't') inT = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'si' && text) {
        strings.push(text.join(''));
        text = null;
        if (strings.length > limits.maxCells) throw new SpreadsheetError('too-many-cells');
      }
    },
    text(value) {
      if (inT && phonetic === 0 && text) text.push(value);
    },
  });
  return strings;
}

/** Excel's built-in number formats that show a date or a time (the others show numbers). */
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** A format that shows a date or time: y, m, d, h, s or b outside quotes and brackets (as exceljs decides). */
export function isDateFormat(code: string): boolean {
  return /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** For each cell style (the `s` of a cell, an index into cellXfs), whether it shows a date. */
export async function dateStyles(zip: ZipFile, entry: Entry | null): Promise<boolean[]> {
  const styles: boolean[] = [];
  if (!entry) return styles;
  const formats = new Map<number, string>();
  const xfFormats: number[] = [];
  let inCellXfs = false;
  await readXmlEntry(zip, entry, {
    open(name, a) {
      if (name === 'numFmt' && a.numFmtId !== undefined) formats.set(Number(a.numFmtId), a.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) xfFormats.push(Number(a.numFmtId ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  for (const id of xfFormats) {
    const custom = formats.get(id);
    styles.push(custom === undefined ? BUILT_IN_DATE_FORMATS.has(id) : isDateFormat(custom));
  }
  return styles;
}
