import { PassThrough, type Readable } from 'node:stream';
import {
  CATALOGUE_COLUMNS,
  CATALOGUE_FILE,
  type CatalogueColumn,
  type CatalogueImportReply,
  type Language,
} from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { DomainError } from '../../errors/domain-error.js';
import type { Clock } from '../../lib/clock.js';
import type { UploadedFile } from '../../lib/uploaded-file.js';
import {
  importProducts,
  transferBatch,
  transferBySku,
  transferRefs,
  type ImportedProduct,
  type TransferProduct,
} from '../catalog/index.js';
import { writeWorkbook, type Column } from '../exports/index.js';
import { spreadsheetRows } from '../price-lists/index.js';
import { transferMessages } from './messages.js';
import {
  exportRows,
  fileRows,
  PACK_COLUMNS,
  PRODUCT_COLUMNS,
  productWrite,
  type CellValue,
  type FileRow,
  type Rejected,
} from './rows.js';

export interface TransferDeps {
  db: Db;
  clock: Clock;
}
export type TransferActor = { id: number; ip?: string | null };

const INTEGER = new Set<CatalogueColumn>([
  'length_cm',
  'stems_per_bunch',
  'stems_per_unit',
  'low_stock_at',
  'pack_id',
  'pack_units',
]);
const FLAG = new Set<CatalogueColumn>(['fresh', 'active', 'pack_active']);

const COLUMNS: Column<FileRow>[] = CATALOGUE_COLUMNS.map((c) => ({
  // The header is the column's key in both languages: a file exported in French imports as any.
  header: { en: c, fr: c },
  type: c === 'pack_price' ? 'money' : INTEGER.has(c) || FLAG.has(c) ? 'integer' : 'text',
  width: c.startsWith('description') ? 40 : c.startsWith('name') ? 30 : 14,
  value: (r: FileRow) => {
    const v = r[c];
    if (c === 'pack_price') return v === null ? null : Math.round((v as number) * 100);
    if (typeof v === 'boolean') return v ? 1 : 0;
    return v;
  },
}));

/** GET /api/products/export.xlsx: every product (active or not), one row per pack, read 500 products at a time. */
export function exportCatalogue(
  deps: TransferDeps,
  language: Language,
  log: { error: (o: object, m: string) => void },
) {
  const out = new PassThrough();
  async function* batches(): AsyncIterable<FileRow[]> {
    const { colourNames } = await transferRefs(deps.db);
    let after: number | null = null;
    for (;;) {
      const products = await transferBatch(deps.db, after, 500);
      if (products.length === 0) return;
      yield products.flatMap((p) => exportRows(p, colourNames));
      after = products[products.length - 1]!.id;
    }
  }
  const m = transferMessages[language];
  writeWorkbook(
    out,
    { name: { en: transferMessages.en.sheet, fr: transferMessages.fr.sheet }, columns: COLUMNS, batches: batches() },
    language,
  ).catch((err: unknown) => {
    log.error({ err }, 'catalogue export failed');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return { name: `${m.file}-${deps.clock.now().toISOString().slice(0, 10)}.xlsx`, body: out as Readable };
}

/** The rows of the upload (XLSX or CSV, by its content), read in the price lists' worker under their limits. */
async function readUpload(file: UploadedFile | null) {
  if (!file) throw new DomainError('CATALOGUE_FILE_REQUIRED');
  const read = await spreadsheetRows(file.mime === 'text/csv' ? 'csv' : 'xlsx', file.buffer, CATALOGUE_FILE);
  if (read.ok) return read.rows;
  if ('busy' in read) throw new DomainError('CATALOGUE_READERS_BUSY', undefined, { retryAfterSeconds: read.busy });
  if (
    ['too-many-rows', 'too-many-columns', 'too-many-cells', 'out-of-memory', 'inflated-too-large'].includes(read.reason)
  )
    throw new DomainError('CATALOGUE_FILE_OVER_LIMIT', { reason: read.reason });
  throw new DomainError('CATALOGUE_FILE_UNREADABLE', { reason: read.reason });
}

/** Consecutive rows of one code are one product; a code seen again after others is refused. */
function groupBySku(rows: { row: number; values: FileRow }[], rejected: Rejected[], language: Language) {
  const groups: { row: number; values: FileRow }[][] = [];
  const seen = new Set<string>();
  for (const r of rows) {
    const sku = String(r.values.sku ?? '');
    const last = groups[groups.length - 1];
    if (last && String(last[0]!.values.sku ?? '') === sku) last.push(r);
    else if (sku !== '' && seen.has(sku))
      rejected.push({ row: r.row, field: 'sku', message: transferMessages[language].skuApart });
    else {
      seen.add(sku);
      groups.push([r]);
    }
  }
  return groups;
}

const same = (a: CellValue, b: CellValue) => (a ?? null) === (b ?? null);
const sortedList = (v: CellValue) =>
  v === null
    ? null
    : String(v)
        .split(/[,;]/)
        .map((s) => s.trim())
        .filter(Boolean)
        .sort()
        .join(', ') || null;
const packText = (r: FileRow) => `${String(r.pack_kind)} × ${String(r.pack_units)}, ${String(r.pack_price)}`;

/** A product's changes, field by field (a pack's as "pack <id> <column>"), its file rows against it now. */
function changesOf(
  now: TransferProduct,
  group: readonly { row: number; values: FileRow }[],
  colourNames: ReadonlyMap<number, string>,
  colourId: number | null,
) {
  const was = exportRows(now, colourNames);
  const first = group[0]!.values;
  const fields: { field: string; old: CellValue; new: CellValue }[] = [];
  for (const c of PRODUCT_COLUMNS) {
    if (c === 'sku') continue;
    let [a, b] = [was[0]![c], first[c]];
    if (c === 'colour') b = colourId === null ? null : (colourNames.get(colourId) ?? null);
    if (c === 'sections') [a, b] = [sortedList(a), sortedList(b)];
    // A blank low-stock level keeps the product's (the write leaves it out): no change to show.
    if (c === 'low_stock_at' && b === null) continue;
    if (!same(a, b)) fields.push({ field: c, old: a, new: b });
  }
  const byId = new Map(was.map((r) => [r.pack_id, r]));
  const listed = new Set<number>();
  for (const { values: v } of group) {
    const before = v.pack_id === null ? undefined : byId.get(v.pack_id);
    if (!before) {
      fields.push({ field: 'pack', old: null, new: packText(v) });
      continue;
    }
    listed.add(v.pack_id as number);
    for (const c of PACK_COLUMNS)
      if (c !== 'pack_id' && !same(before[c], v[c]))
        fields.push({ field: `pack ${String(v.pack_id)} ${c}`, old: before[c], new: v[c] });
  }
  for (const r of was)
    if (r.pack_id !== null && !listed.has(r.pack_id as number))
      fields.push({ field: `pack ${String(r.pack_id)}`, old: packText(r), new: null });
  return fields;
}

/** Another apply running on this server: a second is told to wait (other servers' wait for it: importProducts). */
let applying = false;

/** A file's products compared with the catalogue as `db` reads it: the reply, and the products to write. */
async function compared(db: Db, table: Parameters<typeof fileRows>[0], language: Language) {
  const m = transferMessages[language];
  const { rows, rejected } = fileRows(table, language);
  const groups = groupBySku(rows, rejected, language);
  const [refs, existing] = await Promise.all([
    transferRefs(db),
    transferBySku(
      db,
      groups.map((g) => String(g[0]!.values.sku ?? '')),
    ),
  ]);
  const reply: CatalogueImportReply = { created: [], changed: [], unchanged: 0, rejected, applied: false };
  const writes: ImportedProduct[] = [];
  for (const group of groups) {
    const first = group[0]!;
    const bad: Rejected[] = [];
    const category = refs.categories.get(String(first.values.category ?? ''));
    const now = existing.get(String(first.values.sku ?? ''));
    if (!category) bad.push({ row: first.row, field: 'category', message: m.categoryUnknown });
    else if (category.archived && category.id !== now?.category_id)
      bad.push({ row: first.row, field: 'category', message: m.categoryArchived });
    const colourName = first.values.colour === null ? null : String(first.values.colour).toLowerCase();
    const colourId = colourName === null ? null : (refs.colourByName.get(colourName) ?? null);
    if (colourName !== null && colourId === null)
      bad.push({ row: first.row, field: 'colour', message: m.colourUnknown });
    const ids = new Set((now?.packs ?? []).map((p) => p.id));
    const used = new Set<number>();
    for (const { row, values } of group) {
      if (values.pack_id === null) continue;
      const id = values.pack_id as number;
      if (!ids.has(id)) bad.push({ row, field: 'pack_id', message: m.packUnknown });
      else if (used.has(id)) bad.push({ row, field: 'pack_id', message: m.packTwice });
      used.add(id);
    }
    const written = productWrite(group, colourId, language);
    bad.push(...written.rejected);
    if (bad.length > 0 || !written.input) {
      rejected.push(...bad);
      continue;
    }
    const name_en = written.input.name_en;
    if (!now) {
      reply.created.push({ row: first.row, sku: written.input.sku, name_en, packs: group.length });
      writes.push({ id: null, input: written.input });
      continue;
    }
    const fields = changesOf(now, group, refs.colourNames, colourId);
    if (fields.length === 0) reply.unchanged += 1;
    else {
      reply.changed.push({ row: first.row, sku: now.sku, name_en, fields });
      writes.push({ id: now.id, input: written.input });
    }
  }
  rejected.sort((a, b) => a.row - b.row);
  return { reply, writes };
}

/**
 * POST /api/products/import: reads the file, compares each product (its rows) with the catalogue
 * by code, and answers what is new, changed (old and new value of each field), unchanged and
 * refused (row, column, why). With `apply`, writes every new and changed product in one
 * transaction when nothing is refused; refused rows mean nothing is written (400). An apply
 * compares again in its transaction, after any other import has committed (importProducts):
 * two staff importing at once, the second is told (409) on the same server, or waits on another
 * and is then compared with the catalogue the first left; never half of each.
 */
export async function importCatalogue(
  deps: TransferDeps,
  actor: TransferActor,
  file: UploadedFile | null,
  apply: boolean,
  language: Language,
): Promise<CatalogueImportReply> {
  const table = await readUpload(file);
  if (!apply) return (await compared(deps.db, table, language)).reply;
  if (applying) throw new DomainError('CATALOGUE_IMPORT_BUSY');
  applying = true;
  try {
    let reply: CatalogueImportReply | undefined;
    await importProducts(deps, actor, async (trx) => {
      const found = await compared(trx, table, language);
      const { rejected } = found.reply;
      if (rejected.length > 0) {
        const [head] = rejected;
        throw new DomainError('CATALOGUE_IMPORT_REJECTED', {
          ...head!,
          count: new Set(rejected.map((r) => r.row)).size,
        });
      }
      reply = found.reply;
      return found.writes;
    });
    return { ...reply!, applied: true };
  } finally {
    applying = false;
  }
}
