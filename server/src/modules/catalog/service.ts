import { sql } from 'kysely';
import type { Product, ProductWrite } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import type { ProductPackRow, ProductRow } from '../../db/schema.js';
import { DomainError } from '../../errors/domain-error.js';
import { failOnUnique } from '../../errors/unique.js';
import { isPostgres } from '../../db/migrations/helpers.js';
import type { Clock } from '../../lib/clock.js';
import { removeImage } from '../../lib/images.js';
import { actorOf, diffFields, recordAudit, recordAudits } from '../audit/index.js';
import type { FileStore } from '../files/index.js';
import { presentProduct } from './presenter.js';
import { allCategories } from './categories-repository.js';
import { allColours } from './colours-repository.js';
import { picturesOf, productPictures } from './pictures-repository.js';
import { packsOf } from './packs-repository.js';
import { importRefs, insertProducts, productsWithIds, updateProducts } from './import-repository.js';
import {
  deleteUnreferencedProduct,
  findProduct,
  insertProduct,
  productRefs,
  sectionsOf,
  setProductActive,
  updateProduct,
} from './repository.js';

export interface CatalogDeps {
  db: Db;
  clock: Clock;
  files: FileStore;
}

export async function getProductOrThrow(db: Db, id: number): Promise<ProductRow> {
  const row = await findProduct(db, id);
  if (!row) throw new DomainError('PRODUCT_NOT_FOUND');
  return row;
}

/** The categories and colours by id, for presenting products. */
export async function productLists(db: Db) {
  const [categories, colours] = await Promise.all([allCategories(db), allColours(db)]);
  return { categories: new Map(categories.map((c) => [c.id, c])), colours: new Map(colours.map((c) => [c.id, c])) };
}

/** A page of product rows with their sections, category and colour, as the API shows them. */
export async function presentProducts(db: Db, rows: ProductRow[]): Promise<Product[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [sections, pictures, lists, packs] = await Promise.all([
    sectionsOf(db, ids),
    picturesOf(db, ids),
    productLists(db),
    packsOf(db, ids),
  ]);
  return rows.map((row) =>
    presentProduct(row, sections.get(row.id) ?? [], lists, pictures.get(row.id) ?? [], packs.get(row.id)),
  );
}

/**
 * What a product written names must exist: its category (not archived, unless it is the one the
 * product already has) and the colour it names by id.
 */
async function checkRefs(db: Db, input: ProductWrite, before?: ProductRow): Promise<void> {
  const { category, colour } = await productRefs(db, input);
  if (!category) throw new DomainError('CATEGORY_UNKNOWN');
  if (category.archived === 1 && category.id !== before?.category_id) throw new DomainError('CATEGORY_ARCHIVED');
  if (input.colour_id && !colour) throw new DomainError('COLOUR_UNKNOWN');
}

export async function loadProduct(db: Db, id: number): Promise<Product> {
  const [product] = await presentProducts(db, [await getProductOrThrow(db, id)]);
  return product!;
}

/** Who acts, from the route: the signed-in user and the request's address (the audit trail). */
export type CatalogActor = { id: number; ip?: string | null };

/**
 * A product as the trail compares it: its row and its packs, each as staff read it (kind, base
 * units, stems, price, offered), so that adding a box, changing a bunch's price or no longer
 * offering a stem is one `packs: [before, after]` change.
 */
type AuditedProduct = ProductRow & {
  packs: { kind: string; units: number; stems: number; price_cents: number; active: boolean }[];
};

async function productForAudit(trx: Db, id: number): Promise<AuditedProduct | undefined> {
  const row = await findProduct(trx, id);
  if (!row) return undefined;
  return audited(row, (await packsOf(trx, [id])).get(id) ?? []);
}

function audited(row: ProductRow, packs: readonly ProductPackRow[]): AuditedProduct {
  return {
    ...row,
    packs: packs.map((p) => ({
      kind: p.kind,
      units: p.units,
      stems: p.units * row.stems_per_unit,
      price_cents: p.price_cents,
      active: p.active === 1,
    })),
  };
}

/** Several products as the trail compares them: two queries for a chunk of an import. */
async function productsForAudit(trx: Db, ids: readonly number[]): Promise<Map<number, AuditedProduct>> {
  const [rows, packs] = await Promise.all([productsWithIds(trx, ids), packsOf(trx, ids)]);
  return new Map([...rows].map(([id, row]) => [id, audited(row, packs.get(id) ?? [])]));
}

/** The product's fields the audit trail shows; a price change is the product's `price_cents` and its pack's. */
const PRODUCT_FIELDS = [
  'sku',
  'name_en',
  'name_fr',
  'description_en',
  'description_fr',
  'category',
  'variety',
  'color',
  'grade',
  'length_cm',
  'stems_per_bunch',
  'origin',
  'unit',
  'stems_per_unit',
  'price_cents',
  'fresh',
  'active',
  'low_stock_at',
  'packs',
] as const satisfies readonly (keyof AuditedProduct)[];

async function auditProduct(
  trx: Db,
  actor: CatalogActor,
  nowIso: string,
  id: number,
  action: string,
  before: AuditedProduct | null | undefined,
) {
  const after = action === 'delete' ? null : await productForAudit(trx, id);
  await recordAudit(trx, actorOf(actor, nowIso), {
    entity: 'product',
    entityId: id,
    action,
    changes: diffFields(before, after, PRODUCT_FIELDS),
  });
}

export async function createProduct({ db, clock }: CatalogDeps, actor: CatalogActor, input: ProductWrite) {
  const now = clock.now().toISOString();
  await checkRefs(db, input);
  const id = await failOnUnique(
    () =>
      db.transaction().execute(async (trx) => {
        const id = await insertProduct(trx, input, now);
        await auditProduct(trx, actor, now, id, 'create', null);
        return id;
      }),
    () => new DomainError('SKU_TAKEN'),
  );
  return loadProduct(db, id);
}

export async function editProduct({ db, clock }: CatalogDeps, actor: CatalogActor, id: number, input: ProductWrite) {
  const now = clock.now().toISOString();
  await checkRefs(db, input, await findProduct(db, id));
  const found = await failOnUnique(
    () =>
      db.transaction().execute(async (trx) => {
        const before = await productForAudit(trx, id);
        const found = await updateProduct(trx, id, input, now);
        if (found) await auditProduct(trx, actor, now, id, 'update', before);
        return found;
      }),
    () => new DomainError('SKU_TAKEN'),
  );
  if (!found) throw new DomainError('PRODUCT_NOT_FOUND');
  return loadProduct(db, id);
}

/**
 * DELETE /api/products/{id}: a product that anything refers to (stock movements, offers, orders)
 * is deactivated so that history stays readable; one that nothing refers to is removed.
 */
export async function removeProduct({ db, clock, files }: CatalogDeps, actor: CatalogActor, id: number) {
  const row = await getProductOrThrow(db, id);
  const audited = await productForAudit(db, id);
  const pictures = await productPictures(db, id);
  const now = clock.now().toISOString();
  const deleted = await deleteUnreferencedProduct(db, id, (trx) =>
    auditProduct(trx, actor, now, id, 'delete', audited),
  );
  if (!deleted) {
    await db.transaction().execute(async (trx) => {
      await setProductActive(trx, id, false, now);
      await auditProduct(trx, actor, now, id, 'update', audited);
    });
    return { deleted: false, product: await loadProduct(db, id) };
  }
  // The product's pictures' rows went with it; their files (the cover's among them) go now.
  const keys = new Set([row.image_key, ...pictures.map((p) => p.image_key)]);
  await Promise.all([...keys].map((key) => removeImage(files, key)));
  return { deleted: true, product: null };
}

/** One product of a bulk import: a new one (id null) or the product of that id, as written. */
export type ImportedProduct = { id: number | null; input: ProductWrite };

/** Products an import writes in a few statements: a chunk under the databases' limits (import-repository). */
const IMPORT_CHUNK = 400;

/** The advisory-lock class of catalogue imports (any fixed number no one else uses). */
const IMPORT_LOCK = 3606;

/**
 * Writes a bulk import's products in one transaction, each audited as a form's write would be:
 * all of them or, on any failure (a code taken meanwhile, a category gone), none. A chunk of
 * products at a time: the new ones in one insert with their packs in another, the changed ones
 * an update each, the trail's rows of the chunk in one insert. `toWrite` may be read in the
 * transaction (a function of it), once no other import runs: one import at a time, on every
 * server (PostgreSQL's advisory lock; SQLite runs one write transaction at a time), so that what
 * an import compared is what it changes, never a catalogue another import is half-way through.
 * Gives how many.
 */
export async function importProducts(
  { db, clock }: Pick<CatalogDeps, 'db' | 'clock'>,
  actor: CatalogActor,
  toWrite: readonly ImportedProduct[] | ((trx: Db) => Promise<readonly ImportedProduct[]>),
) {
  const now = clock.now().toISOString();
  return failOnUnique(
    () =>
      db.transaction().execute(async (trx) => {
        if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`.execute(trx);
        const writes = typeof toWrite === 'function' ? await toWrite(trx) : toWrite;
        const refs = await importRefs(trx);
        for (let i = 0; i < writes.length; i += IMPORT_CHUNK) {
          const chunk = writes.slice(i, i + IMPORT_CHUNK);
          const changed = chunk.flatMap((w) => (w.id === null ? [] : [{ id: w.id, input: w.input }]));
          const before = await productsForAudit(
            trx,
            changed.map((w) => w.id),
          );
          const found = changed.map((w) => ({ ...w, before: before.get(w.id)! }));
          if (found.some((w) => !w.before)) throw new DomainError('PRODUCT_NOT_FOUND');
          const created = await insertProducts(
            trx,
            refs,
            chunk.flatMap((w) => (w.id === null ? [w.input] : [])),
            now,
          );
          if (!(await updateProducts(trx, refs, found, now))) throw new DomainError('PRODUCT_NOT_FOUND');
          const after = await productsForAudit(trx, [...created, ...changed.map((w) => w.id)]);
          await recordAudits(trx, actorOf(actor, now), [
            ...created.map((id) => ({
              entity: 'product' as const,
              entityId: id,
              action: 'create',
              changes: diffFields(null, after.get(id), PRODUCT_FIELDS),
            })),
            ...changed.map(({ id }) => ({
              entity: 'product' as const,
              entityId: id,
              action: 'update',
              changes: diffFields(before.get(id), after.get(id), PRODUCT_FIELDS),
            })),
          ]);
        }
        return writes.length;
      }),
    () => new DomainError('SKU_TAKEN'),
  );
}
