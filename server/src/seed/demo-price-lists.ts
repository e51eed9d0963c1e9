import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { formatCents } from '../lib/money.js';
import { PRICE_LIST_SECTIONS, unitSize, type PriceListRows, type PriceListSection } from '@shop/contract';
import { colourName } from '@shop/contract/colours';
import type { Db } from '../db/connection.js';
import { businessDate } from '../lib/business-date.js';
import type { Clock } from '../lib/clock.js';
import { storeFile } from '../lib/stored-files.js';
import type { FileStore } from '../modules/files/index.js';
import { insertPriceList } from '../modules/price-lists/repository.js';

const TITLES: Record<PriceListSection, [en: string, fr: string]> = {
  'all-products': ['Weekly price list — all products', 'Liste de prix de la semaine — tous les produits'],
  petals: ['Petals', 'Pétales'],
  'ready-for-retail': ['Ready for retail', 'Prêt-à-vendre'],
  'preserve-roses': ['Preserved roses', 'Roses éternelles'],
};

/**
 * A Montreal wholesaler's sheet, one for readers of both languages: each header and word in
 * French, then English, as the invoices write them ("Couleur / Colour", "blanc / white"): its
 * French readers read no English alone, nor a colour's or a unit's code (issue 34, item 8).
 */
const COLUMNS = [
  'Produit / Product',
  'Code',
  'Couleur / Colour',
  'Longueur / Length (cm)',
  'Unité / Unit',
  'Prix / Price ($)',
];

/** Both readings, French first; one when they are the same. */
const pair = (fr: string, en: string) => (fr === en ? fr : `${fr} / ${en}`);

async function sectionProducts(db: Db, section: PriceListSection) {
  return db
    .selectFrom('products')
    .innerJoin('product_sections', 'product_sections.product_id', 'products.id')
    .select(['sku', 'name_en', 'name_fr', 'color', 'length_cm', 'unit', 'stems_per_unit', 'price_cents'])
    .where('product_sections.section', '=', section)
    .where('products.active', '=', 1)
    .orderBy('products.category')
    .orderBy('products.name_en')
    .execute();
}

type Product = Awaited<ReturnType<typeof sectionProducts>>[number];

const toRow = (p: Product) => [
  pair(p.name_fr, p.name_en),
  p.sku,
  p.color ? pair(colourName(p.color, 'fr'), colourName(p.color, 'en')) : null,
  p.length_cm,
  pair(unitSize(p.unit, p.stems_per_unit, 'fr'), unitSize(p.unit, p.stems_per_unit, 'en')),
  p.price_cents / 100,
];

async function workbook(products: Product[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Prix - Prices');
  sheet.addRow(COLUMNS).font = { bold: true };
  for (const p of products) sheet.addRow(toRow(p));
  sheet.getColumn(COLUMNS.length).numFmt = '0.00';
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A one-table PDF, so that the demo also shows a price list read in the page rather than as rows. */
function pdf(title: string, products: Product[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 48, info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(18).text(title).moveDown();
    doc.fontSize(10);
    for (const p of products)
      doc.text(
        `${p.sku}   ${pair(p.name_fr, p.name_en)}   ${pair(formatCents(p.price_cents, 'fr'), formatCents(p.price_cents, 'en'))}`,
      );
    doc.end();
  });
}

/** A published price list per section (SPEC §2 footer): XLSX read into rows, and one PDF. */
export async function seedDemoPriceLists(db: Db, clock: Clock, files: FileStore): Promise<void> {
  const now = clock.now();
  const today = businessDate(now);
  for (const section of PRICE_LIST_SECTIONS) {
    const products = await sectionProducts(db, section);
    const [titleEn, titleFr] = TITLES[section];
    const isPdf = section === 'preserve-roses';
    const bytes = isPdf ? await pdf(`${titleFr} / ${titleEn}`, products) : await workbook(products);
    const rows: PriceListRows | null = isPdf ? null : { columns: COLUMNS, rows: products.map(toRow) };
    const ext = isPdf ? 'pdf' : 'xlsx';
    await insertPriceList(db, {
      title_en: titleEn,
      title_fr: titleFr,
      section,
      valid_from: today,
      valid_to: null,
      published: 1,
      file_name: `${section}.${ext}`,
      file_path: await storeFile(files, 'price-lists', bytes, ext),
      mime_type: isPdf ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      file_size: bytes.length,
      rows_json: rows ? JSON.stringify(rows) : null,
      row_count: rows ? rows.rows.length : 0,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
  }
}
