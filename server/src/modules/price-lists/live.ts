import { PassThrough, type Readable } from 'node:stream';
import { asTyped, parseBreaks, unitSize, writtenDate, type Language, type PriceListSection } from '@shop/contract';
import { colourName } from '@shop/contract/colours';
import {
  activeSectionProducts,
  categoriesBySlug,
  categoryNameOf,
  packsOf,
  type CategoryEntry,
  type SectionProduct,
} from '../catalog/index.js';
import { writeWorkbook, XLSX_TYPE, type Column } from '../exports/index.js';
import { priceBook } from '../prices/index.js';
import { safeFileName, ShopPdf, type TableColumn } from '../invoices/index.js';
import { businessDate } from '../../lib/business-date.js';
import { formatCents } from '../../lib/money.js';
import { livePriceListMessages } from './messages.js';
import type { PriceListDeps } from './service.js';

export type LiveFormat = 'pdf' | 'xlsx';

/** What a row sells: one of the product's active packs (its size, price and units of stock). */
type Sold = { id: number | null; kind: string; units: number; price_cents: number; breaks?: string };

/**
 * The product's words in the reader's language: name, category, colour, the pack's size; its
 * price and its availability in whole packs, as the shop says them.
 */
function liveRow(p: SectionProduct, sold: Sold, categories: ReadonlyMap<string, CategoryEntry>, language: Language) {
  const m = livePriceListMessages[language];
  const available = Math.floor(p.on_hand / Math.max(1, sold.units));
  return {
    category: categoryNameOf(categories, p.category, language),
    sku: p.sku,
    name: language === 'fr' ? p.name_fr : p.name_en,
    colour: p.color ? colourName(p.color, language) : '',
    length: p.length_cm,
    unit: unitSize(sold.kind, sold.units * p.stems_per_unit, language),
    price_cents: sold.price_cents,
    availability: available > 0 ? m.available(available) : m.soldOut,
  };
}

/**
 * One row per active pack of each product, smallest first: products.price_cents is the default
 * pack's price and on_hand counts base units, so a box-only rose (one box of 100 at $80) reads
 * "box of 100, $80.00, 3 available" with 300 stems, never "stem, $80.00". A product with no
 * pack row (written around the catalogue) sells its base unit at its price.
 */
async function soldPacks(deps: PriceListDeps, products: readonly SectionProduct[]): Promise<Map<number, Sold[]>> {
  const map = new Map<number, Sold[]>();
  for (let i = 0; i < products.length; i += 500) {
    const packs = await packsOf(
      deps.db,
      products.slice(i, i + 500).map((p) => p.id),
    );
    for (const [id, rows] of packs) {
      const active = rows.filter((r) => r.active === 1).sort((a, b) => a.units - b.units);
      map.set(id, active);
    }
  }
  return map;
}
type LiveRow = ReturnType<typeof liveRow>;

/**
 * The section's active products, sorted by category then name as the reader reads them (the
 * same order on SQLite and PostgreSQL, whatever their collations).
 */
async function liveRows(
  deps: PriceListDeps,
  section: PriceListSection,
  language: Language,
  customerId: number | null,
): Promise<LiveRow[]> {
  const collator = new Intl.Collator(language === 'fr' ? 'fr-CA' : 'en-CA', { sensitivity: 'base', numeric: true });
  const [products, categories] = await Promise.all([
    activeSectionProducts(deps.db, section),
    categoriesBySlug(deps.db),
  ]);
  const packs = await soldPacks(deps, products);
  // A customer reads their own prices (decision 060), one pack at a time; staff the list.
  const book = customerId
    ? await priceBook(
        deps.db,
        customerId,
        products.map((p) => p.id),
        businessDate(deps.clock.now()),
      )
    : null;
  const priced = (p: SectionProduct, pack: Sold): Sold =>
    book
      ? { ...pack, price_cents: book.price(p.id, { ...pack, breaks: parseBreaks(pack.breaks) }, 1).price_cents }
      : pack;
  const rows = products.flatMap((p) => {
    const sold = packs.get(p.id);
    const each: readonly Sold[] = sold?.length
      ? sold
      : [{ id: null, kind: p.unit, units: 1, price_cents: p.price_cents }];
    return each.map((pack) => liveRow(p, priced(p, pack), categories, language));
  });
  // A stable sort: a product's packs stay together, smallest first.
  return rows.sort((a, b) => collator.compare(a.category, b.category) || collator.compare(a.name, b.name));
}

export function liveFileName(section: PriceListSection, day: string, format: LiveFormat, language: Language): string {
  return safeFileName(`${livePriceListMessages[language].file}-${section}-${day}.${format}`);
}

const PDF_COLUMNS = (language: Language): readonly TableColumn[] => {
  const m = livePriceListMessages[language];
  return [
    { title: m.product, width: 170, align: 'left' },
    { title: m.colour, width: 72, align: 'left' },
    { title: m.length, width: 50, align: 'right' },
    { title: m.unit, width: 80, align: 'left' },
    { title: m.price, width: 65, align: 'right' },
    { title: m.availability, width: 75, align: 'right' },
  ];
};

/**
 * The live price list as a PDF, drawn while the client reads it: the business's name, the
 * section, the date, then a bold row for each category and a row for each product.
 */
function livePdf(
  rows: readonly LiveRow[],
  section: PriceListSection,
  day: string,
  businessName: string,
  language: Language,
  log: { error: (o: object, msg: string) => void },
): Readable {
  const m = livePriceListMessages[language];
  const title = `${m.title}: ${m.sections[section]}`;
  const pdf = new ShopPdf(`${m.title} ${m.sections[section]} ${day}`, { language, streamed: true });
  (async () => {
    const facts = [`${m.date}: ${writtenDate(day, language)}`, m.note];
    if (pdf.listing(businessName, title, facts, m.empty, rows.length)) {
      const row = pdf.table(PDF_COLUMNS(language));
      let category: string | null = null;
      for (const [i, r] of rows.entries()) {
        if (r.category !== category) {
          category = r.category;
          row([asTyped(r.category)], { bold: true });
        }
        row([
          asTyped(r.name),
          r.colour,
          r.length ? String(r.length) : '',
          r.unit,
          formatCents(r.price_cents, language),
          r.availability,
        ]);
        if (i % 100 === 99 && !(await pdf.drained())) return;
      }
    }
    pdf.doc.end();
  })().catch((err: unknown) => {
    log.error({ err }, 'live price list failed');
    pdf.doc.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return pdf.doc;
}

const XLSX_COLUMNS: Column<LiveRow>[] = (() => {
  const { en, fr } = livePriceListMessages;
  const header = (key: 'category' | 'sku' | 'product' | 'colour' | 'length' | 'unit' | 'price' | 'availability') => ({
    en: en[key],
    fr: fr[key],
  });
  return [
    { header: header('category'), type: 'text', width: 18, value: (r) => r.category },
    { header: header('sku'), type: 'text', width: 16, value: (r) => r.sku },
    { header: header('product'), type: 'text', width: 40, value: (r) => r.name },
    { header: header('colour'), type: 'text', width: 14, value: (r) => r.colour },
    { header: header('length'), type: 'integer', width: 12, value: (r) => r.length },
    { header: header('unit'), type: 'text', width: 16, value: (r) => r.unit },
    { header: header('price'), type: 'money', width: 12, value: (r) => r.price_cents },
    { header: header('availability'), type: 'text', width: 16, value: (r) => r.availability },
  ];
})();

async function* once<T>(rows: T[]): AsyncIterable<T[]> {
  yield rows;
}

/** The live price list as an XLSX written while the client reads it (the exports' streaming writer). */
function liveXlsx(rows: LiveRow[], language: Language, log: { error: (o: object, msg: string) => void }): Readable {
  const out = new PassThrough();
  const sheet = { name: { en: livePriceListMessages.en.sheet, fr: livePriceListMessages.fr.sheet } };
  writeWorkbook(out, { ...sheet, columns: XLSX_COLUMNS, batches: once(rows) }, language).catch((err: unknown) => {
    log.error({ err }, 'live price list failed');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}

/**
 * The live price list of a section, built from the catalogue now: its active products with
 * their current price and stock, in the reader's language, as a PDF or an XLSX stream.
 */
export async function livePriceList(
  deps: PriceListDeps,
  section: PriceListSection,
  format: LiveFormat,
  language: Language,
  log: { error: (o: object, msg: string) => void },
  customerId: number | null = null,
): Promise<{ type: string; name: string; body: Readable }> {
  const day = businessDate(deps.clock.now());
  const rows = await liveRows(deps, section, language, customerId);
  const name = liveFileName(section, day, format, language);
  if (format === 'xlsx') return { type: XLSX_TYPE, name, body: liveXlsx(rows, language, log) };
  return { type: 'application/pdf', name, body: livePdf(rows, section, day, deps.config.business.name, language, log) };
}
