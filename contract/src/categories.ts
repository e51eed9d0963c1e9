import { z } from './zod.js';

/**
 * The catalogue's categories and colours as data staff keep (issue 36, items 1 and 2; API.md
 * "Catalogue for florists"; docs/decisions/048-catalogue-as-data.md).
 */

const name = z.string().trim().min(1).max(60);

/** A category: a tree two levels deep (a parent has no parent), archived rather than deleted once used. */
export const categorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name_en: z.string(),
  name_fr: z.string(),
  parent_id: z.number().int().nullable(),
  position: z.number().int(),
  archived: z.boolean(),
});
export type Category = z.infer<typeof categorySchema>;

/** POST /api/categories and PUT /api/categories/{id}. */
export const categoryWriteSchema = z.object({
  name_en: name,
  name_fr: name,
  parent_id: z.number().int().positive().nullish(),
  position: z.number().int().min(0).max(100_000).optional(),
  /** PUT only: bring an archived category back (or archive one). */
  archived: z.boolean().optional(),
});
export type CategoryWrite = z.infer<typeof categoryWriteSchema>;

/** GET /api/categories: staff may ask for the archived ones too (`all=true`). */
export const categoryListQuerySchema = z.object({ all: z.enum(['true', 'false']).optional() });

/** The tree in its order: each top category, then its children, by position then name. */
export const categoryListSchema = z.object({ categories: z.array(categorySchema) });

export const colourSchema = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_fr: z.string(),
  /** The swatch, `#rrggbb`. */
  hex: z.string(),
});
export type Colour = z.infer<typeof colourSchema>;

export const colourWriteSchema = z.object({
  name_en: name,
  name_fr: name,
  hex: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .transform((hex) => hex.toLowerCase()),
});
export type ColourWrite = z.infer<typeof colourWriteSchema>;

export const colourListSchema = z.object({ colours: z.array(colourSchema) });

/** The count of products beside each choice of a filter, the other filters applied (`facets=true`). */
const facetCount = <T extends z.ZodType>(key: T) => z.array(z.object({ id: key, count: z.number().int() }));
export const productFacetsSchema = z.object({
  /** A parent's count holds its children's. */
  category: facetCount(z.number().int()),
  colour: facetCount(z.number().int()),
  length: facetCount(z.number().int()),
  /** ISO 3166 alpha-2 codes (or an origin typed before they were, as typed). */
  origin: facetCount(z.string()),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

/** A category's name in the reader's language. */
export function categoryName(category: Pick<Category, 'name_en' | 'name_fr'>, language: 'en' | 'fr'): string {
  return language === 'fr' ? category.name_fr : category.name_en;
}

/**
 * The tree in reading order, each child indented under its parent: what a select lists. Archived
 * ones left out unless asked.
 */
export function categoryOptions(
  categories: readonly Category[],
  language: 'en' | 'fr',
  withArchived = false,
): { id: number; slug: string; label: string; depth: 0 | 1 }[] {
  return categories
    .filter((c) => withArchived || !c.archived)
    .map((c) => ({ id: c.id, slug: c.slug, label: categoryName(c, language), depth: c.parent_id === null ? 0 : 1 }));
}
