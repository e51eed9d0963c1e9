import type { Language, Product } from '@shop/contract';
import { colourName } from '@shop/contract/colours';

/** The product's name in the reader's language. */
export function productName(product: Pick<Product, 'name_en' | 'name_fr'>, language: Language): string {
  return language === 'fr' ? product.name_fr : product.name_en;
}

/**
 * A product's colour in the reader's language: the list's name (issue 36), lower case as it reads
 * inside a line; a colour typed before the list, translated when known.
 */
export function productColour(product: Pick<Product, 'color'> & { colour?: Product['colour'] }, language: Language) {
  if (product.colour) return (language === 'fr' ? product.colour.name_fr : product.colour.name_en).toLowerCase();
  return product.color ? colourName(product.color, language) : null;
}

/** What tells two products apart in a list: colour (in the reader's language), length and unit. */
export function productDetails(
  product: Pick<Product, 'color' | 'length_cm' | 'stems_per_unit' | 'unit'> & { colour?: Product['colour'] },
  unitLabel: string,
  language: Language,
): string {
  const colour = productColour(product, language);
  return [colour, product.length_cm ? `${product.length_cm} cm` : null, unitLabel].filter(Boolean).join(' · ');
}
