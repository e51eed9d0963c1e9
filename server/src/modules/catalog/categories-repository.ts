import type { Db } from '../../db/connection.js';
import type { CategoryRow } from '../../db/schema.js';

/** The catalogue's categories (0047): a tree two levels deep, in reading order. */

/** Every category (a few dozen), archived ones too: parents by position then name, each followed by its children. */
export async function allCategories(db: Db): Promise<CategoryRow[]> {
  const rows = await db.selectFrom('categories').selectAll().orderBy('position').orderBy('name_en').orderBy('id').execute();
  const children = new Map<number, CategoryRow[]>();
  for (const row of rows)
    if (row.parent_id !== null) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
  return rows.filter((row) => row.parent_id === null).flatMap((parent) => [parent, ...(children.get(parent.id) ?? [])]);
}

export function findCategory(db: Db, id: number): Promise<CategoryRow | undefined> {
  return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findCategoryBySlug(db: Db, slug: string): Promise<CategoryRow | undefined> {
  return db.selectFrom('categories').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** The slugs that start with `base` (to make a new one unique). */
export async function slugsLike(db: Db, base: string): Promise<Set<string>> {
  const rows = await db.selectFrom('categories').select('slug').where('slug', 'like', `${base}%`).execute();
  return new Set(rows.map((r) => r.slug));
}

export interface CategoryColumns {
  name_en: string;
  name_fr: string;
  parent_id: number | null;
  position: number;
  archived: boolean;
}

export async function insertCategory(db: Db, slug: string, c: CategoryColumns, nowIso: string): Promise<number> {
  const { id } = await db
    .insertInto('categories')
    .values({
      slug,
      name_en: c.name_en,
      name_fr: c.name_fr,
      parent_id: c.parent_id,
      position: c.position,
      archived: c.archived ? 1 : 0,
      created_at: nowIso,
      updated_at: nowIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateCategory(db: Db, id: number, c: CategoryColumns, nowIso: string): Promise<void> {
  await db
    .updateTable('categories')
    .set({
      name_en: c.name_en,
      name_fr: c.name_fr,
      parent_id: c.parent_id,
      position: c.position,
      archived: c.archived ? 1 : 0,
      updated_at: nowIso,
    })
    .where('id', '=', id)
    .execute();
}

/** Archives the category and its children (a child of an archived parent is not offered either). */
export async function archiveCategory(db: Db, id: number, nowIso: string): Promise<void> {
  await db
    .updateTable('categories')
    .set({ archived: 1, updated_at: nowIso })
    .where((eb) => eb.or([eb('id', '=', id), eb('parent_id', '=', id)]))
    .execute();
}

export async function deleteCategory(db: Db, id: number): Promise<void> {
  await db.deleteFrom('categories').where('id', '=', id).execute();
}

/** Whether a category has children, and whether any product (active or not) is filed under it. */
export async function categoryUse(db: Db, id: number): Promise<{ children: boolean; products: boolean }> {
  const [child, product] = await Promise.all([
    db.selectFrom('categories').select('id').where('parent_id', '=', id).limit(1).executeTakeFirst(),
    db.selectFrom('products').select('id').where('category_id', '=', id).limit(1).executeTakeFirst(),
  ]);
  return { children: child !== undefined, products: product !== undefined };
}

/** The highest position among siblings, to put a new category last. */
export async function lastPosition(db: Db, parentId: number | null): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.max('position').as('max'))
    .where('parent_id', parentId === null ? 'is' : '=', parentId)
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}
