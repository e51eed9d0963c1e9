import type { Category, CategoryWrite, Colour, ColourWrite } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { foldedForSearch } from '../../db/like.js';
import type { CategoryRow } from '../../db/schema.js';
import { DomainError } from '../../errors/domain-error.js';
import { failOnUnique } from '../../errors/unique.js';
import { actorOf, diffFields, recordAudit } from '../audit/index.js';
import {
  allCategories,
  archiveCategory,
  categoryUse,
  deleteCategory,
  findCategory,
  insertCategory,
  lastPosition,
  slugsLike,
  updateCategory,
} from './categories-repository.js';
import { allColours, findColour, insertColour, updateColour } from './colours-repository.js';
import type { CatalogActor, CatalogDeps } from './service.js';

/** The catalogue's categories and colours as staff keep them (issue 36, decision 048). */

export const presentCategory = (row: CategoryRow): Category => ({
  id: row.id,
  slug: row.slug,
  name_en: row.name_en,
  name_fr: row.name_fr,
  parent_id: row.parent_id,
  position: row.position,
  archived: row.archived === 1,
});

/**
 * The tree in reading order. Without archived ones (the shop, the forms), a child of an archived
 * parent is left out too.
 */
export async function listCategories(db: Db, withArchived: boolean): Promise<Category[]> {
  const rows = await allCategories(db);
  if (withArchived) return rows.map(presentCategory);
  const archived = new Set(rows.filter((r) => r.archived === 1).map((r) => r.id));
  return rows
    .filter((r) => r.archived === 0 && (r.parent_id === null || !archived.has(r.parent_id)))
    .map(presentCategory);
}

/** A category's place in the tree's reading order and its names, by slug: what lists grouped by category read. */
export interface CategoryEntry {
  rank: number;
  name_en: string;
  name_fr: string;
}

/** Every category (archived ones too: old products keep them) by slug; `rank` is the tree's reading order. */
export async function categoriesBySlug(db: Db): Promise<Map<string, CategoryEntry>> {
  const rows = await allCategories(db);
  return new Map(rows.map((r, rank) => [r.slug, { rank, name_en: r.name_en, name_fr: r.name_fr }]));
}

export async function getCategoryOrThrow(db: Db, id: number): Promise<CategoryRow> {
  const row = await findCategory(db, id);
  if (!row) throw new DomainError('CATEGORY_NOT_FOUND');
  return row;
}

/** "Garden roses" → garden-roses; "Pivoines d’été" → pivoines-d-ete; made unique with -2, -3... */
async function newSlug(db: Db, nameEn: string): Promise<string> {
  const base =
    foldedForSearch(nameEn)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 50) || 'category';
  const taken = await slugsLike(db, base);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * A parent must be a top category that exists (two levels at most); a category with children
 * stays at the top. Two siblings may not share a name in either language.
 */
async function checkPlace(db: Db, input: CategoryWrite, self: CategoryRow | null): Promise<number | null> {
  const parentId = input.parent_id ?? null;
  const rows = await allCategories(db);
  if (parentId !== null) {
    const parent = rows.find((r) => r.id === parentId);
    if (!parent) throw new DomainError('CATEGORY_UNKNOWN', undefined, { field: 'parent_id' });
    if (parent.parent_id !== null || parent.id === self?.id) throw new DomainError('CATEGORY_TOO_DEEP');
    if (self && rows.some((r) => r.parent_id === self.id)) throw new DomainError('CATEGORY_TOO_DEEP');
  }
  const same = (a: string, b: string) => foldedForSearch(a) === foldedForSearch(b);
  const clash = rows.find(
    (r) =>
      r.id !== self?.id &&
      r.parent_id === parentId &&
      (same(r.name_en, input.name_en) || same(r.name_fr, input.name_fr)),
  );
  if (clash) throw new DomainError('CATEGORY_NAME_TAKEN');
  return parentId;
}

const CATEGORY_FIELDS = ['name_en', 'name_fr', 'parent_id', 'position', 'archived'] as const;

async function audit(trx: Db, actor: CatalogActor, nowIso: string, id: number, action: string, before?: CategoryRow) {
  const after = action === 'delete' ? null : await findCategory(trx, id);
  await recordAudit(trx, actorOf(actor, nowIso), {
    entity: 'category',
    entityId: id,
    action,
    changes: diffFields(before ?? null, after, CATEGORY_FIELDS),
  });
}

export async function createCategory({ db, clock }: CatalogDeps, actor: CatalogActor, input: CategoryWrite) {
  const now = clock.now().toISOString();
  const parentId = await checkPlace(db, input, null);
  const position = input.position ?? (await lastPosition(db, parentId)) + 10;
  const id = await failOnUnique(
    () =>
      db.transaction().execute(async (trx) => {
        const slug = await newSlug(trx, input.name_en);
        const columns = { name_en: input.name_en, name_fr: input.name_fr, parent_id: parentId, position, archived: false };
        const id = await insertCategory(trx, slug, columns, now);
        await audit(trx, actor, now, id, 'create');
        return id;
      }),
    () => new DomainError('CATEGORY_NAME_TAKEN'),
  );
  return presentCategory(await getCategoryOrThrow(db, id));
}

export async function editCategory({ db, clock }: CatalogDeps, actor: CatalogActor, id: number, input: CategoryWrite) {
  const before = await getCategoryOrThrow(db, id);
  const now = clock.now().toISOString();
  const parentId = await checkPlace(db, input, before);
  await db.transaction().execute(async (trx) => {
    await updateCategory(
      trx,
      id,
      {
        name_en: input.name_en,
        name_fr: input.name_fr,
        parent_id: parentId,
        position: input.position ?? before.position,
        archived: input.archived ?? before.archived === 1,
      },
      now,
    );
    await audit(trx, actor, now, id, 'update', before);
  });
  return presentCategory(await getCategoryOrThrow(db, id));
}

/**
 * DELETE /api/categories/{id}: a category no product and no child uses is removed; one in use
 * is archived (with its children): its products keep it, the shop and the forms no longer offer it.
 */
export async function removeCategory({ db, clock }: CatalogDeps, actor: CatalogActor, id: number) {
  const before = await getCategoryOrThrow(db, id);
  const now = clock.now().toISOString();
  const use = await categoryUse(db, id);
  if (!use.children && !use.products) {
    await db.transaction().execute(async (trx) => {
      await deleteCategory(trx, id);
      await audit(trx, actor, now, id, 'delete', before);
    });
    return { deleted: true, archived: false, reason: null, category: null };
  }
  await db.transaction().execute(async (trx) => {
    await archiveCategory(trx, id, now);
    await audit(trx, actor, now, id, 'update', before);
  });
  return {
    deleted: false,
    archived: true,
    reason: use.products ? ('products' as const) : ('children' as const),
    category: presentCategory(await getCategoryOrThrow(db, id)),
  };
}

// ---------------------------------------------------------------- colours

export async function listColours(db: Db): Promise<Colour[]> {
  return (await allColours(db)).map(({ id, name_en, name_fr, hex }) => ({ id, name_en, name_fr, hex }));
}

async function colourOrThrow(db: Db, id: number): Promise<Colour> {
  const row = await findColour(db, id);
  if (!row) throw new DomainError('COLOUR_NOT_FOUND');
  return { id: row.id, name_en: row.name_en, name_fr: row.name_fr, hex: row.hex };
}

export async function createColour({ db, clock }: CatalogDeps, actor: CatalogActor, input: ColourWrite) {
  const now = clock.now().toISOString();
  const id = await failOnUnique(
    () =>
      db.transaction().execute(async (trx) => {
        const id = await insertColour(trx, input, now);
        await recordAudit(trx, actorOf(actor, now), { entity: 'colour', entityId: id, action: 'create' });
        return id;
      }),
    () => new DomainError('COLOUR_TAKEN'),
  );
  return colourOrThrow(db, id);
}

export async function editColour({ db, clock }: CatalogDeps, actor: CatalogActor, id: number, input: ColourWrite) {
  const before = await colourOrThrow(db, id);
  const now = clock.now().toISOString();
  await failOnUnique(
    () =>
      db.transaction().execute(async (trx) => {
        await updateColour(trx, id, input, now);
        await recordAudit(trx, actorOf(actor, now), {
          entity: 'colour',
          entityId: id,
          action: 'update',
          changes: diffFields(before, { id, ...input }, ['name_en', 'name_fr', 'hex']),
        });
      }),
    () => new DomainError('COLOUR_TAKEN'),
  );
  return colourOrThrow(db, id);
}
