import { PRICE_LIST_FILE, type PriceList, type PriceListFields, type PriceListUpdateFields } from '@shop/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { DomainError } from '../../errors/domain-error.js';
import { businessDate } from '../../lib/business-date.js';
import type { Clock } from '../../lib/clock.js';
import { removeFile, storeFile } from '../../lib/stored-files.js';
import type { UploadedFile } from '../../lib/uploaded-file.js';
import type { SessionUser } from '../auth/index.js';
import type { FileStore } from '../files/index.js';
import { presentPriceList, presentPriceListDetail, safeRowsJson, type PriceListSaved } from './presenter.js';
import { isOverLimit } from './errors.js';
import { readInWorker } from './reader/read-in-worker.js';
import { ReadersBusy, spreadsheetReaders } from './reader/read-queue.js';
import {
  deletePriceList,
  findPriceList,
  insertPriceList,
  listPriceLists,
  updatePriceList,
  type PriceListRow,
} from './repository.js';
import { actorOf, diffFields, recordAudit } from '../audit/index.js';

export interface PriceListDeps {
  db: Db;
  clock: Clock;
  config: Config;
  files: FileStore;
}

const FOLDER = 'price-lists';

/** Customers see what is published and valid today (Montreal's day); staff see everything. */
const isVisibleOn = (row: PriceListRow, day: string) =>
  row.published === 1 && (!row.valid_from || row.valid_from <= day) && (!row.valid_to || row.valid_to >= day);

export async function listForUser(deps: PriceListDeps, user: SessionUser): Promise<PriceList[]> {
  const visibleOn = user.role === 'admin' ? undefined : businessDate(deps.clock.now());
  return (await listPriceLists(deps.db, visibleOn === undefined ? {} : { visibleOn })).map(presentPriceList);
}

async function findVisible(deps: PriceListDeps, user: SessionUser, id: number) {
  const row = await findPriceList(deps.db, id);
  // An unpublished list answers 404 to a customer, as if it did not exist.
  if (!row || (user.role !== 'admin' && !isVisibleOn(row, businessDate(deps.clock.now())))) {
    throw new DomainError('PRICE_LIST_NOT_FOUND');
  }
  return row;
}

export async function getForUser(deps: PriceListDeps, user: SessionUser, id: number) {
  return presentPriceListDetail(await findVisible(deps, user, id));
}

/** The stored file of a list the user may see. */
export async function fileForUser(deps: PriceListDeps, user: SessionUser, id: number) {
  const row = await findVisible(deps, user, id);
  if (!row.file_path || !row.mime_type) throw new DomainError('PRICE_LIST_NOT_FOUND');
  return { path: row.file_path, name: row.file_name ?? `price-list-${id}`, mime: row.mime_type };
}

/**
 * Rows of an XLSX or CSV, read in a worker, and the file to keep: written again from the rows,
 * so that no formula reaches a customer. A PDF has no rows and is kept as it came. An unreadable
 * file is refused; one past a limit (inflated size, rows, columns, cells, the reader's memory)
 * with 413 naming the limit. The rows come back as the JSON stored and sent: this thread never
 * walks the cells (issue 35).
 */
async function rowsOf(file: UploadedFile): Promise<{ rowsJson: string | null; rowCount: number; bytes: Buffer }> {
  if (file.mime === 'application/pdf') return { rowsJson: null, rowCount: 0, bytes: file.buffer };
  const kind = file.ext === 'csv' ? 'csv' : 'xlsx';
  const result = await spreadsheetReaders
    .run(() =>
      readInWorker(kind, file.buffer, PRICE_LIST_FILE, {
        maxMs: PRICE_LIST_FILE.maxParseMs,
        heapMb: PRICE_LIST_FILE.maxReadMemoryMb,
      }),
    )
    .catch((err: unknown) => {
      if (err instanceof ReadersBusy) {
        throw new DomainError('PRICE_LIST_BUSY', undefined, { retryAfterSeconds: err.retryAfterSeconds });
      }
      throw err;
    });
  if (result.ok) {
    const bytes = Buffer.from(result.served.buffer, result.served.byteOffset, result.served.byteLength);
    return { rowsJson: result.rowsJson, rowCount: result.rowCount, bytes };
  }
  if (result.reason === 'inflated-too-large') throw new DomainError('PRICE_LIST_INFLATES_TOO_LARGE');
  if (isOverLimit(result.reason)) throw new DomainError('PRICE_LIST_OVER_LIMIT', { reason: result.reason });
  throw new DomainError('PRICE_LIST_UNREADABLE', { reason: result.reason });
}

/** The columns that describe a stored file and its rows. */
async function storeUpload(deps: PriceListDeps, file: UploadedFile) {
  const { rowsJson, rowCount, bytes } = await rowsOf(file);
  const path = await storeFile(deps.files, FOLDER, bytes, file.ext);
  return {
    file_name: file.filename,
    file_path: path,
    mime_type: file.mime,
    file_size: bytes.length,
    rows_json: rowsJson,
    row_count: rowCount,
  };
}

/** Who acts, from the route: the signed-in user and the request's address (the audit trail). */
export type PriceListActor = { id: number; ip?: string | null };

/** The fields the audit trail shows (never the stored file's path). */
const PRICE_LIST_FIELDS = [
  'title_en',
  'title_fr',
  'section',
  'valid_from',
  'valid_to',
  'published',
  'file_name',
  'row_count',
] as const;

async function auditPriceList(
  trx: Db,
  actor: PriceListActor,
  nowIso: string,
  id: number,
  action: string,
  before: Awaited<ReturnType<typeof findPriceList>> | null,
) {
  const after = action === 'delete' ? null : await findPriceList(trx, id);
  await recordAudit(trx, actorOf(actor, nowIso), {
    entity: 'price_list',
    entityId: id,
    action,
    changes: diffFields(before, after, PRICE_LIST_FIELDS),
  });
}

export async function createPriceList(
  deps: PriceListDeps,
  actor: PriceListActor,
  fields: PriceListFields,
  file: UploadedFile | null,
): Promise<PriceListSaved> {
  if (!file) throw new DomainError('PRICE_LIST_FILE_REQUIRED');
  const stored = await storeUpload(deps, file);
  const now = deps.clock.now().toISOString();
  try {
    const id = await deps.db.transaction().execute(async (trx) => {
      const id = await insertPriceList(trx, {
        title_en: fields.title_en,
        title_fr: fields.title_fr,
        section: fields.section,
        valid_from: fields.valid_from ?? null,
        valid_to: fields.valid_to ?? null,
        published: fields.published ? 1 : 0,
        ...stored,
        created_at: now,
        updated_at: now,
      });
      await auditPriceList(trx, actor, now, id, 'create', null);
      return id;
    });
    // The rows as the reader wrote them, not parsed again here.
    return { list: presentPriceList((await findPriceList(deps.db, id))!), rowsJson: stored.rows_json };
  } catch (err) {
    await removeFile(deps.files, stored.file_path);
    throw err;
  }
}

/** Fields left out keep their value; a new file replaces the old one, which is then removed. */
export async function updatePriceListById(
  deps: PriceListDeps,
  actor: PriceListActor,
  id: number,
  fields: PriceListUpdateFields,
  file: UploadedFile | null,
): Promise<PriceListSaved> {
  const existing = await findPriceList(deps.db, id);
  if (!existing) throw new DomainError('PRICE_LIST_NOT_FOUND');
  const validFrom = fields.valid_from === undefined ? existing.valid_from : fields.valid_from;
  const validTo = fields.valid_to === undefined ? existing.valid_to : fields.valid_to;
  if (validFrom && validTo && validFrom > validTo) throw new DomainError('PRICE_LIST_DATES');
  const stored = file ? await storeUpload(deps, file) : null;
  try {
    const now = deps.clock.now().toISOString();
    await deps.db.transaction().execute(async (trx) => {
      await updatePriceList(trx, id, {
        ...(fields.title_en === undefined ? {} : { title_en: fields.title_en }),
        ...(fields.title_fr === undefined ? {} : { title_fr: fields.title_fr }),
        ...(fields.section === undefined ? {} : { section: fields.section }),
        ...(fields.published === undefined ? {} : { published: fields.published ? 1 : 0 }),
        valid_from: validFrom,
        valid_to: validTo,
        ...stored,
        updated_at: now,
      });
      await auditPriceList(trx, actor, now, id, 'update', existing);
    });
  } catch (err) {
    if (stored) await removeFile(deps.files, stored.file_path);
    throw err;
  }
  if (stored) await removeFile(deps.files, existing.file_path);
  const row = (await findPriceList(deps.db, id))!;
  return { list: presentPriceList(row), rowsJson: stored ? stored.rows_json : safeRowsJson(row.rows_json) };
}

/** Deletes the list and its file; answers the lists that remain (SPEC §7: data.pricelists). */
export async function deletePriceListById(
  deps: PriceListDeps,
  actor: PriceListActor,
  id: number,
): Promise<PriceList[]> {
  const existing = await findPriceList(deps.db, id);
  const deleted =
    existing &&
    (await deps.db.transaction().execute(async (trx) => {
      if (!(await deletePriceList(trx, id))) return false;
      await auditPriceList(trx, actor, deps.clock.now().toISOString(), id, 'delete', existing);
      return true;
    }));
  if (!existing || !deleted) throw new DomainError('PRICE_LIST_NOT_FOUND');
  await removeFile(deps.files, existing.file_path);
  return (await listPriceLists(deps.db)).map(presentPriceList);
}
