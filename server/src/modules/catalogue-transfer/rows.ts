import {
  CATALOGUE_COLUMNS,
  formatValidationMessage,
  productWriteSchema,
  type CatalogueColumn,
  type Language,
  type PriceListCell,
  type ProductWrite,
} from '@shop/contract';
import type { TransferProduct } from '../catalog/index.js';
import { transferMessages } from './messages.js';

/** A cell as the file and the preview compare it: text trimmed, a number, a yes/no, or empty. */
export type CellValue = string | number | boolean | null;
export type FileRow = Record<CatalogueColumn, CellValue>;

const TRUE = new Set(['1', 'true', 'yes', 'oui', 'vrai', 'y', 'o', 'x']);
const FALSE = new Set(['0', 'false', 'no', 'non', 'faux', 'n', '']);
const NUMBER_COLUMNS = new Set<CatalogueColumn>([
  'length_cm',
  'stems_per_bunch',
  'stems_per_unit',
  'low_stock_at',
  'pack_id',
  'pack_units',
  'pack_price',
]);
const FLAG_COLUMNS = new Set<CatalogueColumn>(['fresh', 'active', 'pack_active']);
export const PRODUCT_COLUMNS = CATALOGUE_COLUMNS.filter((c) => !c.startsWith('pack_'));
export const PACK_COLUMNS = CATALOGUE_COLUMNS.filter((c) => c.startsWith('pack_'));

/** A product's pack as one row of the file (the product's fields repeated on each). */
export function exportRows(p: TransferProduct, colourNames: ReadonlyMap<number, string>): FileRow[] {
  const product = {
    sku: p.sku,
    name_en: p.name_en,
    name_fr: p.name_fr,
    description_en: p.description_en,
    description_fr: p.description_fr,
    category: p.category,
    colour: p.colour_id === null ? null : (colourNames.get(p.colour_id) ?? null),
    variety: p.variety,
    grade: p.grade,
    length_cm: p.length_cm,
    stems_per_bunch: p.stems_per_bunch,
    origin: p.origin,
    unit: p.unit,
    stems_per_unit: p.stems_per_unit,
    fresh: p.fresh === 1,
    active: p.active === 1,
    sections: [...p.sections].sort().join(', ') || null,
    low_stock_at: p.low_stock_at,
  };
  const packs = p.packs.length
    ? p.packs
    : [{ id: null, kind: p.unit, units: 1, price_cents: p.price_cents, active: 1 }];
  return packs.map((k) => ({
    ...product,
    pack_id: k.id,
    pack_kind: k.kind,
    pack_units: k.units,
    pack_price: Number(k.price_cents) / 100,
    pack_active: k.active === 1,
  }));
}

/** A cell read back as its column holds it; `undefined` when it cannot be (a word in a number column). */
function cellOf(column: CatalogueColumn, raw: PriceListCell | undefined): CellValue | undefined {
  const text = raw === null || raw === undefined ? '' : String(raw).trim();
  if (FLAG_COLUMNS.has(column)) {
    const word = text.toLowerCase();
    if (TRUE.has(word)) return true;
    return FALSE.has(word) ? false : undefined;
  }
  if (text === '') return null;
  if (NUMBER_COLUMNS.has(column)) {
    const n =
      typeof raw === 'number'
        ? raw
        : Number(
            text
              .replace(/\s/g, '')
              .replace(',', '.')
              .replace(/^\$|\$$/g, ''),
          );
    return Number.isFinite(n) ? n : undefined;
  }
  return text;
}

export type Rejected = { row: number; field: string; message: string };

/** The file's rows keyed by column (the header names them, in any order); what cannot be read, rejected. */
export function fileRows(
  table: { columns: string[]; rows: PriceListCell[][] },
  language: Language,
): { rows: { row: number; values: FileRow }[]; rejected: Rejected[] } {
  const m = transferMessages[language];
  const index = new Map(table.columns.map((c, i) => [c.trim().toLowerCase(), i]));
  const missing = CATALOGUE_COLUMNS.filter((c) => !index.has(c));
  if (missing.length > 0)
    return { rows: [], rejected: missing.map((c) => ({ row: 1, field: c, message: m.missingColumn })) };
  const rows: { row: number; values: FileRow }[] = [];
  const rejected: Rejected[] = [];
  table.rows.forEach((cells, i) => {
    const row = i + 2;
    if (cells.every((c) => c === null || String(c).trim() === '')) return;
    const values = {} as FileRow;
    for (const column of CATALOGUE_COLUMNS) {
      const value = cellOf(column, cells[index.get(column)!]);
      if (value === undefined) rejected.push({ row, field: column, message: m.notReadable });
      values[column] = value ?? null;
    }
    rows.push({ row, values });
  });
  return { rows, rejected };
}

/** The column a write's field comes from (a pack's from its own row). */
const COLUMN_OF: Record<string, CatalogueColumn> = {
  colour_id: 'colour',
  category_id: 'category',
  id: 'pack_id',
  kind: 'pack_kind',
  units: 'pack_units',
  price_cents: 'pack_price',
  active: 'pack_active',
};

/** A product's rows (its first gives its fields, each its pack) as the API writes it; refusals by row and column. */
export function productWrite(
  group: readonly { row: number; values: FileRow }[],
  colourId: number | null,
  language: Language,
): { input: ProductWrite | null; rejected: Rejected[] } {
  const first = group[0]!.values;
  const text = (c: CatalogueColumn) => (first[c] === null ? undefined : String(first[c]));
  const number = (c: CatalogueColumn) => (first[c] === null ? undefined : (first[c] as number));
  const body = {
    sku: text('sku') ?? '',
    name_en: text('name_en') ?? '',
    name_fr: text('name_fr') ?? '',
    description_en: text('description_en') ?? null,
    description_fr: text('description_fr') ?? null,
    category: text('category') ?? '',
    colour_id: colourId,
    variety: text('variety') ?? null,
    grade: text('grade') ?? null,
    length_cm: number('length_cm') ?? null,
    stems_per_bunch: number('stems_per_bunch') ?? null,
    origin: text('origin') ?? null,
    unit: text('unit'),
    stems_per_unit: number('stems_per_unit'),
    fresh: first.fresh === true,
    active: first.active === true,
    sections: (text('sections') ?? '')
      .split(/[,;]/)
      .map((s) => s.trim())
      .filter(Boolean),
    low_stock_at: number('low_stock_at'),
    packs: group.map(({ values: v }) => ({
      ...(v.pack_id === null ? {} : { id: v.pack_id as number }),
      kind: v.pack_kind ?? '',
      units: v.pack_units,
      price_cents: v.pack_price === null ? null : Math.round((v.pack_price as number) * 100),
      active: v.pack_active === true,
    })),
  };
  const parsed = productWriteSchema.safeParse(body);
  if (parsed.success) return { input: parsed.data, rejected: [] };
  const rejected = parsed.error.issues.map((issue) => {
    const [head, index, field] = issue.path.map(String);
    const packRow = head === 'packs' && index !== undefined ? group[Number(index)] : undefined;
    const column =
      head === 'packs'
        ? field
          ? (COLUMN_OF[field] ?? 'pack_kind')
          : 'pack_active'
        : (COLUMN_OF[head ?? ''] ?? head ?? 'sku');
    return {
      row: (packRow ?? group[0]!).row,
      field: column,
      message: formatValidationMessage(issue.message, language, column),
    };
  });
  return { input: null, rejected };
}
