import type { Category } from '@shop/contract';
import { useCategories } from '@/api/categories';
import { useLanguage } from '@/lib/language';

/**
 * The options of a category select (issue 36): the tree in its order, a subcategory indented
 * under its parent, named in the reader's language, valued by slug. `keep` is a slug shown even
 * when archived (a product filed under one keeps it).
 */
export function CategoryOptions({ keep }: { keep?: string | undefined }) {
  const language = useLanguage();
  const categories = useCategories(keep !== undefined);
  return (
    <>
      {(categories.data ?? [])
        .filter((c) => !c.archived || c.slug === keep)
        .map((c) => (
          <option key={c.id} value={c.slug}>
            {optionLabel(c, language)}
          </option>
        ))}
    </>
  );
}

export function optionLabel(c: Category, language: 'en' | 'fr'): string {
  return `${c.parent_id === null ? '' : '\u00a0\u00a0\u00a0'}${language === 'fr' ? c.name_fr : c.name_en}`;
}
