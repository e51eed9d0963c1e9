import type { Product, ProductWrite } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import type { ProductRow } from '../../db/schema.js';
import { DomainError } from '../../errors/domain-error.js';
import { failOnUnique } from '../../errors/unique.js';
import type { Clock } from '../../lib/clock.js';
import { removeImage } from '../../lib/images.js';
import { actorOf, diffFields, recordAudit } from '../audit/index.js';
import type { FileStore } from '../files/index.js';
import { presentProduct } from './presenter.js';
import { allCategories } from './categories-repository.js';
import { allColours } from './colours-repository.js';
import { picturesOf, productPictures } from './pictures-repository.js';
import { packsOf } from './packs-repository.js';
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
  const packs = (await packsOf(trx, [id])).get(id) ?? [];
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

/**
 * Writes a bulk import's products in one transaction, each audited as a form's write would be:
 * all of them or, on any failure (a code taken meanwhile, a category gone), none. Gives how many.
 */
export async function importProducts(
  { db, clock }: Pick<CatalogDeps, 'db' | 'clock'>,
  actor: CatalogActor,
  writes: readonly ImportedProduct[],
) {
  const now = clock.now().toISOString();
  await failOnUnique(
    () =>
      db.transaction().execute(async (trx) => {
        for (const { id, input } of writes) {
          if (id === null) {
            const created = await insertProduct(trx, input, now);
            await auditProduct(trx, actor, now, created, 'create', null);
          } else {
            const before = await productForAudit(trx, id);
            if (!(await updateProduct(trx, id, input, now))) throw new DomainError('PRODUCT_NOT_FOUND');
            await auditProduct(trx, actor, now, id, 'update', before);
          }
        }
      }),
    () => new DomainError('SKU_TAKEN'),
  );
  return writes.length;
}
