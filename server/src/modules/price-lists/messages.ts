import type { Language, PriceListSection } from '@shop/contract';

/** What the price-list routes answer on success, in the caller's language. */
export const priceListMessages = {
  en: {
    created: 'Price list created.',
    updated: 'Price list updated.',
    deleted: 'Price list deleted.',
  },
  fr: {
    created: 'Liste de prix créée.',
    updated: 'Liste de prix mise à jour.',
    deleted: 'Liste de prix supprimée.',
  },
} satisfies Record<Language, Record<string, string>>;

/** The live price list of a section (PDF and XLSX), in the reader's language. */
export const livePriceListMessages = {
  en: {
    title: 'Current prices',
    file: 'current-prices',
    date: 'Date',
    section: 'Section',
    note: 'Prices in Canadian dollars, taxes extra. Availability as of this date.',
    empty: 'No product is available in this section right now.',
    sheet: 'Current prices',
    category: 'Category',
    sku: 'Code',
    product: 'Product',
    colour: 'Colour',
    length: 'Length (cm)',
    unit: 'Unit',
    price: 'Price',
    availability: 'Availability',
    available: (count: number) => `${count} available`,
    soldOut: 'Sold out',
    sections: {
      'all-products': 'All Products',
      petals: 'Petals',
      'ready-for-retail': 'Ready For Retail',
      'preserve-roses': 'Preserve Roses',
    },
  },
  fr: {
    title: 'Prix courants',
    file: 'prix-courants',
    date: 'Date',
    section: 'Section',
    note: 'Prix en dollars canadiens, taxes en sus. Disponibilité à cette date.',
    empty: 'Aucun produit n’est offert dans cette section en ce moment.',
    sheet: 'Prix courants',
    category: 'Catégorie',
    sku: 'Code',
    product: 'Produit',
    colour: 'Couleur',
    length: 'Longueur (cm)',
    unit: 'Unité',
    price: 'Prix',
    availability: 'Disponibilité',
    available: (count: number) => `${count} disponible${count > 1 ? 's' : ''}`,
    soldOut: 'Épuisé',
    sections: {
      'all-products': 'Tous les produits',
      petals: 'Pétales',
      'ready-for-retail': 'Prêt pour la vente au détail',
      'preserve-roses': 'Roses préservées',
    },
  },
} satisfies Record<Language, Record<string, string | ((count: number) => string) | Record<PriceListSection, string>>>;
