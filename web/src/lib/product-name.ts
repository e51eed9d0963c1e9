import type { Language, Product } from '@shop/contract';
import { colourName } from '@shop/contract/colours';

/** The product's name in the reader's language. */
export function productName(product: Pick<Product, 'name_en' | 'name_fr'>, language: Language): string {
  return language === 'fr' ? product.name_fr : product.name_en;
}

/** What tells two products apart in a list: colour (in the reader's language), length and unit. */
export function productDetails(
  product: Pick<Product, 'color' | 'length_cm' | 'stems_per_unit' | 'unit'>,
  unitLabel: string,
  language: Language,
): string {
  const colour = product.color ? colourName(product.color, language) : null;
  return [colour, product.length_cm ? `${product.length_cm} cm` : null, unitLabel].filter(Boolean).join(' · ');
}
