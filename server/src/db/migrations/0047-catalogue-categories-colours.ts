import { sql } from 'kysely';
import { colourName } from '@shop/contract/colours';
import { countryCode } from '@shop/contract/countries';
import { productSearchColumns, type SearchableProduct } from '../../modules/catalog/search-text.js';
import { idColumn, idColumnType, type MigrationDb } from './helpers.js';

/** The seven categories fixed in code until now (0005's check), in their order, with their names. */
const CATEGORIES: [slug: string, en: string, fr: string][] = [
  ['roses', 'Roses', 'Roses'],
  ['gerbera', 'Gerbera', 'Gerberas'],
  ['chrysanthemums', 'Chrysanthemums', 'Chrysanthèmes'],
  ['greens', 'Greens', 'Feuillages'],
  ['fillers', 'Fillers', 'Fleurs de remplissage'],
  ['tropicals', 'Tropicals', 'Fleurs tropicales'],
  ['hard-goods', 'Hard goods', 'Fournitures'],
];

/** The colours florists use, as the list starts (staff add theirs); a product's typed colour finds its row. */
const COLOURS: [en: string, fr: string, hex: string][] = [
  ['Red', 'Rouge', '#c21f32'],
  ['White', 'Blanc', '#fbfaf4'],
  ['Cream', 'Crème', '#f3e6c4'],
  ['Ivory', 'Ivoire', '#f6efd9'],
  ['Pink', 'Rose', '#f29bb8'],
  ['Pale pink', 'Rose pâle', '#f8cdd8'],
  ['Hot pink', 'Rose vif', '#e0356f'],
  ['Yellow', 'Jaune', '#f2c230'],
  ['Orange', 'Orange', '#f07f22'],
  ['Peach', 'Pêche', '#f7b28c'],
  ['Coral', 'Corail', '#f26b5b'],
  ['Lavender', 'Lavande', '#b9a2d8'],
  ['Purple', 'Violet', '#6b3fa0'],
  ['Burgundy', 'Bordeaux', '#7a1f3d'],
  ['Bicolour', 'Bicolore', '#f4a340'],
  ['Bronze', 'Bronze', '#b8642a'],
  ['Green', 'Vert', '#8cc152'],
  ['Champagne', 'Champagne', '#e9d3b0'],
  ['Blue', 'Bleu', '#3b6fc4'],
  ['Black', 'Noir', '#2b2a2e'],
  ['Gold', 'Or', '#d4a93c'],
  ['Kraft', 'Kraft', '#c9a46c'],
  ['Clear', 'Transparent', '#cfe3ea'],
  ['Blue-green', 'Bleu-vert', '#8fb3a5'],
];

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The catalogue for florists (issue 36, items 1 and 2; decision 048): categories become rows staff
 * manage (a tree two levels deep, names in both languages, a position, archived once used) and
 * colours a list (names in both languages, a swatch); a product points at both, and takes a
 * grade and its stems per bunch. The seven categories of 0005 become the first rows, each
 * product points at its own; each typed colour finds (or becomes) a row of the list; an origin
 * written as a country's name becomes its ISO code (one not known stays as typed).
 *
 * `products.category` stays, without 0005's check, as the category's slug (a slug never changes):
 * the calls of today write it and the readers of other modules read it. The column is dropped
 * with its index and added again, which both databases do without rebuilding the table.
 */
export async function up(db: MigrationDb): Promise<void> {
  const now = new Date().toISOString();
  await db.schema
    .createTable('categories')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_fr', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('categories.id'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('categories_parent').on('categories').columns(['parent_id', 'position']).execute();
  await db
    .insertInto('categories')
    .values(
      CATEGORIES.map(([slug, name_en, name_fr], i) => ({
        slug,
        name_en,
        name_fr,
        position: (i + 1) * 10,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();

  await db.schema
    .createTable('colours')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_fr', 'text', (c) => c.notNull())
    .addColumn('hex', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await sql`create unique index colours_name_en on colours (lower(name_en))`.execute(db);
  const typed = await sql<{ color: string }>`select distinct lower(trim(color)) as color from products
    where color is not null and trim(color) <> ''`.execute(db);
  const known = new Set(COLOURS.map(([en]) => en.toLowerCase()));
  const colours = [
    ...COLOURS,
    ...typed.rows
      .filter((r) => !known.has(r.color))
      .map((r): [string, string, string] => [cap(r.color), cap(colourName(r.color, 'fr')), '#cccccc']),
  ];
  await db
    .insertInto('colours')
    .values(colours.map(([name_en, name_fr, hex]) => ({ name_en, name_fr, hex, created_at: now, updated_at: now })))
    .execute();

  await db.schema.dropIndex('products_active_category_name').execute();
  await db.schema.alterTable('products').addColumn('category_id', 'integer', (c) => c.references('categories.id')).execute();
  await sql`update products set category_id = (select c.id from categories c where c.slug = products.category)`.execute(
    db,
  );
  await db.schema.alterTable('products').dropColumn('category').execute();
  await db.schema
    .alterTable('products')
    .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update products set category = (select c.slug from categories c where c.id = products.category_id)`.execute(
    db,
  );
  for (const [column, type] of [
    ['colour_id', 'integer'],
    ['grade', 'text'],
    ['stems_per_bunch', 'integer'],
  ] as const)
    await db.schema
      .alterTable('products')
      .addColumn(column, type, (c) => (column === 'colour_id' ? c.references('colours.id') : c))
      .execute();
  await sql`update products set colour_id = (select k.id from colours k where lower(k.name_en) = lower(trim(products.color)))
    where color is not null`.execute(db);

  // The shop's filters and their counts (facets) read these with the active flag first.
  for (const column of ['category_id', 'colour_id', 'length_cm', 'origin'])
    await db.schema
      .createIndex(`products_active_${column}`)
      .on('products')
      .columns(['active', column])
      .execute();

  // Origins as ISO codes; the search texts name the country in both languages.
  for (let after = 0; ;) {
    const { rows } = await sql<SearchableProduct & { id: number }>`
      select id, sku, name_en, name_fr, variety, color, origin, length_cm from products
      where id > ${after} order by id limit 500`.execute(db);
    if (rows.length === 0) break;
    for (const row of rows) {
      const origin = row.origin ? (countryCode(row.origin) ?? row.origin) : null;
      const { search_text, search_en, search_fr } = productSearchColumns({ ...row, origin });
      await sql`update products set origin = ${origin}, search_text = ${search_text}, search_en = ${search_en},
        search_fr = ${search_fr} where id = ${row.id}`.execute(db);
    }
    after = rows[rows.length - 1]!.id;
  }
}

export async function down(db: MigrationDb): Promise<void> {
  for (const column of ['category_id', 'colour_id', 'length_cm', 'origin'])
    await db.schema.dropIndex(`products_active_${column}`).execute();
  for (const column of ['stems_per_bunch', 'grade', 'colour_id', 'category_id'])
    await db.schema.alterTable('products').dropColumn(column).execute();
  await db.schema.createIndex('products_active_category_name').on('products').columns(['active', 'category', 'name_en']).execute();
  await db.schema.dropTable('colours').execute();
  await db.schema.dropTable('categories').execute();
}
