import {
  productWriteSchema,
  type PriceListSection,
  type ProductCategory,
  type ProductUnit,
  type ProductWrite,
} from '@shop/contract';
import type { Db } from '../db/connection.js';
import type { Clock } from '../lib/clock.js';
import { businessDate } from '../lib/business-date.js';
import { storeImage } from '../lib/images.js';
import type { FileStore } from '../modules/files/index.js';
import { insertProduct } from '../modules/catalog/repository.js';
import { setProductImage } from '../modules/catalog/pictures-repository.js';
import { applyMovement } from '../modules/inventory/ledger.js';
import { renderArt, type ArtShape } from './demo-catalog-art.js';

interface Colour {
  en: string;
  /** Masculine (gerbera, chrysanthème) and feminine (rose) French forms. */
  fr: string;
  frF?: string;
  hex: string;
}

const COLOURS = {
  red: { en: 'red', fr: 'rouge', hex: '#c21f32' },
  white: { en: 'white', fr: 'blanc', frF: 'blanche', hex: '#fbfaf4' },
  cream: { en: 'cream', fr: 'crème', hex: '#f3e6c4' },
  ivory: { en: 'ivory', fr: 'ivoire', hex: '#f6efd9' },
  pink: { en: 'pink', fr: 'rose', hex: '#f29bb8' },
  'pale pink': { en: 'pale pink', fr: 'rose pâle', hex: '#f8cdd8' },
  'hot pink': { en: 'hot pink', fr: 'rose vif', hex: '#e0356f' },
  yellow: { en: 'yellow', fr: 'jaune', hex: '#f2c230' },
  orange: { en: 'orange', fr: 'orange', hex: '#f07f22' },
  peach: { en: 'peach', fr: 'pêche', hex: '#f7b28c' },
  coral: { en: 'coral', fr: 'corail', hex: '#f26b5b' },
  lavender: { en: 'lavender', fr: 'lavande', hex: '#b9a2d8' },
  purple: { en: 'purple', fr: 'violet', frF: 'violette', hex: '#6b3fa0' },
  burgundy: { en: 'burgundy', fr: 'bordeaux', hex: '#7a1f3d' },
  bicolour: { en: 'bicolour', fr: 'bicolore', hex: '#f4a340' },
  bronze: { en: 'bronze', fr: 'bronze', hex: '#b8642a' },
  green: { en: 'green', fr: 'vert', frF: 'verte', hex: '#8cc152' },
  champagne: { en: 'champagne', fr: 'champagne', hex: '#e9d3b0' },
  blue: { en: 'blue', fr: 'bleu', frF: 'bleue', hex: '#3b6fc4' },
  black: { en: 'black', fr: 'noir', frF: 'noire', hex: '#2b2a2e' },
  gold: { en: 'gold', fr: 'or', hex: '#d4a93c' },
  kraft: { en: 'kraft', fr: 'kraft', hex: '#c9a46c' },
  clear: { en: 'clear', fr: 'transparent', hex: '#cfe3ea' },
  foliage: { en: 'green', fr: 'vert', hex: '#3f7d46' },
  'blue-green': { en: 'blue-green', fr: 'bleu-vert', hex: '#8fb3a5' },
} satisfies Record<string, Colour>;
type ColourKey = keyof typeof COLOURS;

/** "From <origin>" in each language (the product's origin field holds the English name). */
const ORIGINS = {
  Ecuador: ['from Ecuador', 'de l’Équateur'],
  Colombia: ['from Colombia', 'de Colombie'],
  Kenya: ['from Kenya', 'du Kenya'],
  Netherlands: ['from the Netherlands', 'des Pays-Bas'],
  USA: ['from the USA', 'des États-Unis'],
  Canada: ['from Canada', 'du Canada'],
  Israel: ['from Israel', 'd’Israël'],
  Italy: ['from Italy', 'd’Italie'],
  'Costa Rica': ['from Costa Rica', 'du Costa Rica'],
  'South Africa': ['from South Africa', 'd’Afrique du Sud'],
  Thailand: ['from Thailand', 'de Thaïlande'],
  Australia: ['from Australia', 'd’Australie'],
  Mauritius: ['from Mauritius', 'de l’île Maurice'],
  China: ['from China', 'de Chine'],
} as const;
type Origin = keyof typeof ORIGINS;

/** Pale backgrounds by category, so the catalogue reads at a glance. */
const BACKGROUNDS: Record<ProductCategory, string> = {
  roses: '#fbf1ee',
  gerbera: '#fdf6e7',
  chrysanthemums: '#f4f6e9',
  greens: '#edf4ea',
  fillers: '#f3f0f8',
  tropicals: '#eef6f4',
  'hard-goods': '#f1efec',
};

export interface DemoItem {
  /** The demo names its category by slug, one of the seven first rows (0047). */
  product: ProductWrite & { category: ProductCategory };
  art: { shape: ArtShape; colour: ColourKey };
}

interface Line {
  sku: string;
  en: string;
  fr: string;
  category: ProductCategory;
  variety?: string;
  colour: ColourKey;
  length?: number;
  origin?: Origin;
  unit: ProductUnit;
  stems: number;
  price: number;
  fresh?: boolean;
  shape: ArtShape;
  sections?: PriceListSection[];
  /** A phrase before the generated origin and packing, e.g. "Large-headed rose". */
  about?: [en: string, fr: string];
  lowStockAt?: number;
  active?: boolean;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function packing(unit: ProductUnit, n: number): [string, string] {
  if (unit === 'stem') return ['sold by the stem', 'vendu à la tige'];
  if (unit === 'bunch') return [`${n} stems a bunch`, `${n} tiges par botte`];
  return n > 1 ? [`${n} per box`, `${n} par boîte`] : ['sold by the box', 'vendu à la boîte'];
}

function item(l: Line): DemoItem {
  const fresh = l.fresh ?? true;
  const [packEn, packFr] = packing(l.unit, l.stems);
  const [aboutEn, aboutFr] = l.about ?? [l.en, l.fr];
  // "About. From <origin>, <length>, <packing>." in each language.
  const details = (origin: string | null, length: string | null, pack: string) =>
    cap([origin, length, pack].filter(Boolean).join(', '));
  const product = productWriteSchema.parse({
    sku: l.sku,
    name_en: l.en,
    name_fr: l.fr,
    description_en: `${aboutEn}. ${details(l.origin ? ORIGINS[l.origin][0] : null, l.length ? `${l.length} cm stems` : null, packEn)}.`,
    description_fr: `${aboutFr}. ${details(l.origin ? `en provenance ${ORIGINS[l.origin][1]}` : null, l.length ? `tiges de ${l.length} cm` : null, packFr)}.`,
    category: l.category,
    variety: l.variety ?? null,
    color: COLOURS[l.colour].en,
    length_cm: l.length ?? null,
    origin: l.origin ?? null,
    unit: l.unit,
    stems_per_unit: l.stems,
    price_cents: l.price,
    fresh,
    sections: ['all-products', ...(l.sections ?? [])],
    active: l.active ?? true,
    ...(l.lowStockAt === undefined ? {} : { low_stock_at: l.lowStockAt }),
  });
  return { product: { ...product, category: l.category }, art: { shape: l.shape, colour: l.colour } };
}

const code = (s: string) => s.replace(/[^A-Za-z]/g, '').toUpperCase();
const colourFr = (c: ColourKey, feminine: boolean) => {
  const colour: Colour = COLOURS[c];
  return feminine ? (colour.frF ?? colour.fr) : colour.fr;
};

// ------------------------------------------------------------------------------------ roses

/** Bunch price (25 stems) by origin and length, in cents: Ecuador's long stems cost the most. */
const ROSE_PRICES: Partial<Record<Origin, Record<number, number>>> = {
  Ecuador: { 50: 1950, 60: 2350, 70: 2790 },
  Colombia: { 40: 1390, 50: 1650, 60: 1950 },
  Kenya: { 40: 1150, 50: 1350 },
};

// prettier-ignore
const ROSE_VARIETIES: [variety: string, colour: ColourKey, origin: Origin, premium: number, en: string, fr: string][] =
  [
    ['Freedom', 'red', 'Ecuador', 0, 'Deep red, large-headed rose', 'Rose rouge profond à grosse tête'],
    ['Explorer', 'red', 'Ecuador', 100, 'Velvety red rose with a long vase life', 'Rose rouge velouté, longue tenue en vase'],
    ['Mondial', 'white', 'Ecuador', 0, 'Classic white rose, slightly green at the heart', 'Rose blanche classique, cœur légèrement vert'],
    ['Pink Floyd', 'hot pink', 'Ecuador', 150, 'Vivid hot pink rose', 'Rose rose vif éclatant'],
    ['Brighton', 'yellow', 'Ecuador', 0, 'Sunny yellow rose', 'Rose jaune soleil'],
    ['Playa Blanca', 'white', 'Colombia', 0, 'Pure white rose', 'Rose d’un blanc pur'],
    ['Vendela', 'cream', 'Colombia', 50, 'Cream rose loved for weddings', 'Rose crème prisée pour les mariages'],
    ['Nena', 'pale pink', 'Colombia', 50, 'Blush pink rose', 'Rose rose pâle'],
    ['Free Spirit', 'coral', 'Colombia', 150, 'Coral rose with many petals', 'Rose corail très pleine'],
    ['Athena', 'white', 'Kenya', 0, 'White rose with a small head', 'Rose blanche à petite tête'],
    ['Red Calypso', 'red', 'Kenya', 0, 'Bright red rose', 'Rose rouge vif'],
    ['Tara', 'yellow', 'Kenya', 0, 'Golden yellow rose', 'Rose jaune doré'],
  ];

function roses(): DemoItem[] {
  const items: DemoItem[] = [];
  for (const [variety, colour, origin, premium, en, fr] of ROSE_VARIETIES) {
    for (const [length, price] of Object.entries(ROSE_PRICES[origin] ?? {})) {
      items.push(
        item({
          sku: `RO-${code(variety).slice(0, 6)}-${length}`,
          en: `Rose ${variety} ${cap(COLOURS[colour].en)} ${length} cm`,
          fr: `Rose ${variety} ${colourFr(colour, true)} ${length} cm`,
          category: 'roses',
          variety,
          colour,
          length: Number(length),
          origin,
          unit: 'bunch',
          stems: 25,
          price: price + premium,
          shape: 'rose',
          about: [en, fr],
        }),
      );
    }
  }
  const sprays: [string, ColourKey, number][] = [
    ['Lydia', 'pink', 1490],
    ['Snowflake', 'white', 1490],
    ['Rubicon', 'red', 1590],
    ['Yellow Babe', 'yellow', 1490],
  ];
  for (const [variety, colour, price] of sprays) {
    items.push(
      item({
        sku: `RS-${code(variety).slice(0, 6)}-50`,
        en: `Spray Rose ${variety} ${cap(COLOURS[colour].en)} 50 cm`,
        fr: `Rose branchue ${variety} ${colourFr(colour, true)} 50 cm`,
        category: 'roses',
        variety,
        colour,
        length: 50,
        origin: 'Kenya',
        unit: 'bunch',
        stems: 10,
        price,
        shape: 'rose',
        about: ['Spray rose, several blooms a stem', 'Rose branchue, plusieurs fleurs par tige'],
      }),
    );
  }
  const garden: [string, ColourKey, number][] = [
    ["Pink O'Hara", 'pink', 3290],
    ['Patience', 'white', 3390],
    ['Juliet', 'peach', 3590],
  ];
  for (const [variety, colour, price] of garden) {
    items.push(
      item({
        sku: `RG-${code(variety).slice(0, 6)}-50`,
        en: `Garden Rose ${variety} 50 cm`,
        fr: `Rose de jardin ${variety} 50 cm`,
        category: 'roses',
        variety,
        colour,
        length: 50,
        origin: 'Colombia',
        unit: 'bunch',
        stems: 12,
        price,
        shape: 'rose',
        about: ['Fragrant, cupped garden rose', 'Rose de jardin parfumée en coupe'],
        lowStockAt: 5,
      }),
    );
  }
  return items;
}

/** Rose petals (section Petals): fresh by the box, and freeze-dried that keep for months. */
function petals(): DemoItem[] {
  const fresh: ColourKey[] = ['red', 'white', 'pink', 'ivory', 'yellow', 'burgundy'];
  const dried: ColourKey[] = ['red', 'white', 'pale pink'];
  return [
    ...fresh.map((colour) =>
      item({
        sku: `PE-FR-${code(COLOURS[colour].en)}`,
        en: `Fresh Rose Petals ${cap(COLOURS[colour].en)}`,
        fr: `Pétales frais de rose ${colourFr(colour, true)}`,
        category: 'roses',
        colour,
        origin: 'Ecuador',
        unit: 'box',
        stems: 1,
        price: 3450,
        shape: 'petals',
        sections: ['petals'],
        about: [
          'Fresh rose petals for aisles and tables, 1 kg box',
          'Pétales frais pour allées et tables, boîte de 1 kg',
        ],
        lowStockAt: 3,
      }),
    ),
    ...dried.map((colour) =>
      item({
        sku: `PE-FD-${code(COLOURS[colour].en)}`,
        en: `Freeze-dried Rose Petals ${cap(COLOURS[colour].en)}`,
        fr: `Pétales lyophilisés de rose ${colourFr(colour, true)}`,
        category: 'roses',
        colour,
        origin: 'Canada',
        unit: 'box',
        stems: 1,
        price: 2890,
        fresh: false,
        shape: 'petals',
        sections: ['petals'],
        about: [
          'Freeze-dried petals that keep for months, 10 L box',
          'Pétales lyophilisés qui se gardent des mois, boîte de 10 L',
        ],
        lowStockAt: 3,
      }),
    ),
  ];
}

/** Preserved (stabilised) roses: dry goods, section Preserve Roses. */
function preservedRoses(): DemoItem[] {
  const colours: ColourKey[] = ['red', 'white', 'pale pink', 'hot pink', 'blue', 'black', 'lavender', 'champagne'];
  return colours.map((colour, i) =>
    item({
      sku: `PR-${code(COLOURS[colour].en)}-6`,
      en: `Preserved Rose Heads ${cap(COLOURS[colour].en)}, box of 6`,
      fr: `Rose éternelle ${colourFr(colour, true)}, boîte de 6 têtes`,
      category: 'roses',
      variety: 'Preserved',
      colour,
      origin: 'Ecuador',
      unit: 'box',
      stems: 6,
      price: 2490 + (i % 3) * 200,
      fresh: false,
      shape: 'preserved',
      sections: ['preserve-roses'],
      about: [
        'Stabilised rose heads that last a year without water',
        'Têtes de roses stabilisées qui durent un an sans eau',
      ],
      lowStockAt: 4,
    }),
  );
}

// ---------------------------------------------------------------------------------- gerbera

function gerberas(): DemoItem[] {
  const standard: ColourKey[] = ['red', 'white', 'pink', 'hot pink', 'yellow', 'orange', 'peach', 'bicolour'];
  const mini: ColourKey[] = ['red', 'white', 'pink', 'yellow', 'orange', 'coral'];
  const make = (colour: ColourKey, isMini: boolean) =>
    item({
      sku: `GE-${isMini ? 'MINI' : 'STD'}-${code(COLOURS[colour].en)}`,
      en: `${isMini ? 'Mini Gerbera' : 'Gerbera'} ${cap(COLOURS[colour].en)} ${isMini ? 40 : 50} cm`,
      fr: `${isMini ? 'Mini-gerbera' : 'Gerbera'} ${colourFr(colour, false)} ${isMini ? 40 : 50} cm`,
      category: 'gerbera',
      variety: isMini ? 'Mini (germini)' : 'Standard',
      colour,
      length: isMini ? 40 : 50,
      origin: isMini ? 'Netherlands' : 'Colombia',
      unit: 'bunch',
      stems: 10,
      price: isMini ? 890 : 1190,
      shape: 'gerbera',
      about: isMini
        ? ['Small-headed gerbera, cheerful in posies', 'Gerbera à petite tête, idéal en petits bouquets']
        : ['Large daisy-like gerbera', 'Grand gerbera en forme de marguerite'],
    });
  return [...standard.map((c) => make(c, false)), ...mini.map((c) => make(c, true))];
}

// --------------------------------------------------------------------------- chrysanthemums

function chrysanthemums(): DemoItem[] {
  const kinds: {
    key: string;
    en: string;
    fr: string;
    variety: string;
    shape: ArtShape;
    price: number;
    colours: ColourKey[];
    about: [string, string];
  }[] = [
    {
      key: 'DIS',
      en: 'Disbud Chrysanthemum',
      fr: 'Chrysanthème disbud',
      variety: 'Disbud',
      shape: 'disbud',
      price: 1290,
      colours: ['white', 'yellow', 'green', 'bronze', 'lavender'],
      about: ['One large bloom a stem', 'Une grosse fleur par tige'],
    },
    {
      key: 'SPI',
      en: 'Spider Mum Anastasia',
      fr: 'Chrysanthème araignée Anastasia',
      variety: 'Anastasia',
      shape: 'spider',
      price: 1490,
      colours: ['white', 'green', 'pink'],
      about: ['Spider chrysanthemum with fine, curled petals', 'Chrysanthème araignée aux pétales fins et recourbés'],
    },
    {
      key: 'SAN',
      en: 'Santini',
      fr: 'Santini',
      variety: 'Santini',
      shape: 'pom',
      price: 990,
      colours: ['green', 'white', 'pink', 'yellow'],
      about: [
        'Small button chrysanthemum, many blooms a stem',
        'Petit chrysanthème bouton, nombreuses fleurs par tige',
      ],
    },
    {
      key: 'CUS',
      en: 'Cushion Pom',
      fr: 'Pompon coussin',
      variety: 'Cushion',
      shape: 'pom',
      price: 790,
      colours: ['white', 'yellow', 'bronze', 'lavender'],
      about: ['Cushion pompon, a long-lasting filler', 'Pompon coussin, remplissage de longue tenue'],
    },
    {
      key: 'DAI',
      en: 'Daisy Pom',
      fr: 'Pompon marguerite',
      variety: 'Daisy',
      shape: 'gerbera',
      price: 790,
      colours: ['white', 'yellow'],
      about: ['Daisy pompon with a golden eye', 'Pompon marguerite au cœur doré'],
    },
  ];
  return kinds.flatMap((k) =>
    k.colours.map((colour) =>
      item({
        sku: `CH-${k.key}-${code(COLOURS[colour].en)}`,
        en: `${k.en} ${cap(COLOURS[colour].en)} 70 cm`,
        fr: `${k.fr} ${colourFr(colour, false)} 70 cm`,
        category: 'chrysanthemums',
        variety: k.variety,
        colour,
        length: 70,
        origin: 'Colombia',
        unit: 'bunch',
        stems: 10,
        price: k.price,
        shape: k.shape,
        about: k.about,
      }),
    ),
  );
}

// ----------------------------------------------------------------------------------- greens

type Simple = [
  sku: string,
  en: string,
  fr: string,
  colour: ColourKey,
  origin: Origin,
  stems: number,
  price: number,
  shape: ArtShape,
  length?: number,
];

function simple(category: ProductCategory, about: [string, string], unit: ProductUnit, lines: Simple[]): DemoItem[] {
  return lines.map(([sku, en, fr, colour, origin, stems, price, shape, length]) =>
    item({
      sku,
      en,
      fr,
      category,
      colour,
      ...(length === undefined ? {} : { length }),
      origin,
      unit: stems === 1 ? 'stem' : unit,
      stems,
      price,
      shape,
      about: [`${en}: ${about[0]}`, `${fr} : ${about[1]}`],
    }),
  );
}

// prettier-ignore
const greens = () =>
  simple('greens', ['foliage for arrangements', 'feuillage pour arrangements'], 'bunch', [
    ['GR-SALAL-TIP', 'Salal Tips', 'Salal (pointes)', 'foliage', 'USA', 25, 690, 'leaf', 50],
    ['GR-SALAL-LEM', 'Salal Lemon Leaf', 'Salal feuille de citronnier', 'foliage', 'USA', 25, 790, 'leaf', 60],
    ['GR-LEATHER', 'Leatherleaf Fern', 'Fougère cuir', 'foliage', 'USA', 25, 590, 'fern', 50],
    ['GR-EUC-BB', 'Eucalyptus Baby Blue', 'Eucalyptus Baby Blue', 'blue-green', 'USA', 10, 1190, 'round-leaf', 60],
    ['GR-EUC-SD', 'Eucalyptus Silver Dollar', 'Eucalyptus Silver Dollar', 'blue-green', 'USA', 10, 1290, 'round-leaf', 70],
    ['GR-EUC-SEED', 'Eucalyptus Seeded', 'Eucalyptus à graines', 'blue-green', 'USA', 10, 1390, 'round-leaf', 60],
    ['GR-EUC-PARV', 'Eucalyptus Parvifolia', 'Eucalyptus parvifolia', 'blue-green', 'Italy', 10, 1290, 'round-leaf', 60],
    ['GR-PITT-VAR', 'Pittosporum Variegated', 'Pittosporum panaché', 'green', 'Italy', 10, 1090, 'leaf', 60],
    ['GR-PITT-GRN', 'Pittosporum Green', 'Pittosporum vert', 'foliage', 'Italy', 10, 990, 'leaf', 60],
    ['GR-RUSC-IT', 'Italian Ruscus', 'Ruscus italien', 'foliage', 'Israel', 10, 890, 'leaf', 70],
    ['GR-RUSC-IS', 'Israeli Ruscus', 'Ruscus israélien', 'foliage', 'Israel', 10, 990, 'leaf', 80],
    ['GR-ASPID-G', 'Aspidistra Green', 'Aspidistra verte', 'foliage', 'China', 10, 990, 'leaf', 60],
    ['GR-ASPID-V', 'Aspidistra Variegated', 'Aspidistra panachée', 'green', 'China', 10, 1190, 'leaf', 60],
    ['GR-MONSTERA', 'Monstera Leaf', 'Feuille de monstera', 'foliage', 'Costa Rica', 1, 290, 'leaf', 70],
    ['GR-BEARGRASS', 'Bear Grass', 'Herbe à ours', 'foliage', 'USA', 100, 690, 'fern', 80],
  ]);

// ---------------------------------------------------------------------------------- fillers

// prettier-ignore
const fillers = () =>
  simple('fillers', ['a light, airy filler', 'un remplissage léger et aérien'], 'bunch', [
    ['FI-GYP-MS', 'Gypsophila Million Star', 'Gypsophile Million Star', 'white', 'Ecuador', 10, 1490, 'filler', 80],
    ['FI-GYP-XL', 'Gypsophila Xlence', 'Gypsophile Xlence', 'white', 'Ecuador', 10, 1590, 'filler', 80],
    ['FI-GYP-PNK', 'Gypsophila Tinted Pink', 'Gypsophile teintée rose', 'pink', 'Ecuador', 10, 1790, 'filler', 70],
    ['FI-GYP-BLU', 'Gypsophila Tinted Blue', 'Gypsophile teintée bleue', 'blue', 'Ecuador', 10, 1790, 'filler', 70],
    ['FI-WAX-WHT', 'Waxflower White', 'Fleur de cire blanche', 'white', 'Israel', 10, 1190, 'filler', 60],
    ['FI-WAX-PNK', 'Waxflower Pink', 'Fleur de cire rose', 'pink', 'Israel', 10, 1190, 'filler', 60],
    ['FI-WAX-PUR', 'Waxflower Purple', 'Fleur de cire violette', 'purple', 'Australia', 10, 1290, 'filler', 60],
    ['FI-LIM-SAF', 'Limonium Safora', 'Limonium Safora', 'purple', 'Kenya', 10, 990, 'filler', 70],
    ['FI-LIM-WHT', 'Limonium Emille White', 'Limonium Emille blanc', 'white', 'Kenya', 10, 990, 'filler', 70],
    ['FI-STAT-PUR', 'Statice Sinuata Purple', 'Statice sinuata violet', 'purple', 'Colombia', 10, 890, 'filler', 60],
    ['FI-STAT-WHT', 'Statice Sinuata White', 'Statice sinuata blanc', 'white', 'Colombia', 10, 890, 'filler', 60],
    ['FI-SOLIDAGO', 'Solidago', 'Solidago (verge d’or)', 'yellow', 'Colombia', 10, 790, 'filler', 70],
    ['FI-HYP-RED', 'Hypericum Red', 'Millepertuis rouge', 'red', 'Kenya', 10, 1090, 'filler', 50],
    ['FI-HYP-GRN', 'Hypericum Green', 'Millepertuis vert', 'green', 'Kenya', 10, 1090, 'filler', 50],
    ['FI-ALS-WHT', 'Alstroemeria White', 'Alstroemère blanche', 'white', 'Colombia', 10, 990, 'filler', 70],
    ['FI-CRASPED', 'Craspedia Billy Balls', 'Craspedia (billy balls)', 'yellow', 'Netherlands', 10, 1290, 'filler', 50],
    ['FI-BUPLEUR', 'Bupleurum', 'Buplèvre', 'green', 'Colombia', 10, 890, 'filler', 60],
  ]);

// -------------------------------------------------------------------------------- tropicals

// prettier-ignore
const tropicals = () =>
  simple('tropicals', ['a tropical accent', 'une touche tropicale'], 'bunch', [
    ['TR-ANT-RED', 'Anthurium Red Large', 'Anthurium rouge grand', 'red', 'Mauritius', 1, 390, 'anthurium', 60],
    ['TR-ANT-WHT', 'Anthurium White', 'Anthurium blanc', 'white', 'Mauritius', 1, 360, 'anthurium', 55],
    ['TR-ANT-PNK', 'Anthurium Pink', 'Anthurium rose', 'pink', 'Netherlands', 1, 360, 'anthurium', 55],
    ['TR-ANT-GRN', 'Anthurium Green', 'Anthurium vert', 'green', 'Netherlands', 1, 380, 'anthurium', 55],
    ['TR-HEL-ROS', 'Heliconia Rostrata', 'Héliconia rostrata', 'red', 'Costa Rica', 1, 690, 'heliconia', 90],
    ['TR-GIN-RED', 'Red Ginger', 'Gingembre rouge', 'red', 'Costa Rica', 1, 450, 'heliconia', 80],
    ['TR-CYM-WHT', 'Cymbidium Orchid White', 'Orchidée cymbidium blanche', 'white', 'Netherlands', 1, 1290, 'orchid', 70],
    ['TR-CYM-GRN', 'Cymbidium Orchid Green', 'Orchidée cymbidium verte', 'green', 'Netherlands', 1, 1290, 'orchid', 70],
    ['TR-CYM-PNK', 'Cymbidium Orchid Pink', 'Orchidée cymbidium rose', 'pink', 'Netherlands', 1, 1290, 'orchid', 70],
    ['TR-DEN-WHT', 'Dendrobium Orchid White', 'Orchidée dendrobium blanche', 'white', 'Thailand', 10, 2490, 'orchid', 50],
    ['TR-DEN-SON', 'Dendrobium Orchid Sonia', 'Orchidée dendrobium Sonia', 'purple', 'Thailand', 10, 2490, 'orchid', 50],
    ['TR-DEN-BIC', 'Dendrobium Orchid Bicolour', 'Orchidée dendrobium bicolore', 'bicolour', 'Thailand', 10, 2590, 'orchid', 50],
    ['TR-PRO-KING', 'King Protea', 'Protéa royale', 'pink', 'South Africa', 1, 990, 'protea', 60],
    ['TR-PRO-PINK', 'Protea Pink Ice', 'Protéa Pink Ice', 'pale pink', 'South Africa', 1, 590, 'protea', 60],
    ['TR-LEUCOSP', 'Leucospermum Pincushion Orange', 'Leucospermum pelote orange', 'orange', 'South Africa', 10, 2290, 'protea', 50],
    ['TR-LEU-SAF', 'Leucadendron Safari Sunset', 'Leucadendron Safari Sunset', 'burgundy', 'South Africa', 10, 1690, 'protea', 60],
    ['TR-LEU-GOLD', 'Leucadendron Gold Strike', 'Leucadendron Gold Strike', 'yellow', 'South Africa', 10, 1690, 'protea', 60],
    ['TR-STRELITZ', 'Bird of Paradise', 'Oiseau de paradis', 'orange', 'South Africa', 1, 350, 'heliconia', 80],
  ]);

// ------------------------------------------------------------------------------- hard goods

function hardGoods(): DemoItem[] {
  // prettier-ignore
  const lines: [sku: string, en: string, fr: string, colour: ColourKey, n: number, price: number, shape: ArtShape, origin: Origin][] = [
    ['HG-FOAM-WET', 'Floral Foam Bricks (wet), case of 20', 'Mousse florale humide, caisse de 20 briques', 'green', 20, 3290, 'foam', 'USA'],
    ['HG-FOAM-DRY', 'Floral Foam Bricks (dry), case of 20', 'Mousse florale sèche, caisse de 20 briques', 'kraft', 20, 3490, 'foam', 'USA'],
    ['HG-VASE-CYL25', 'Glass Cylinder Vase 25 cm, box of 12', 'Vase cylindre en verre 25 cm, boîte de 12', 'clear', 12, 4290, 'vase', 'China'],
    ['HG-VASE-BUD', 'Glass Bud Vase 15 cm, box of 24', 'Soliflore en verre 15 cm, boîte de 24', 'clear', 24, 3890, 'vase', 'China'],
    ['HG-VASE-CER', 'Ceramic Vase White 20 cm, box of 6', 'Vase en céramique blanc 20 cm, boîte de 6', 'white', 6, 4890, 'vase', 'China'],
    ['HG-RIB-RED', 'Satin Ribbon Red 25 mm × 50 m, box of 10', 'Ruban satin rouge 25 mm × 50 m, boîte de 10', 'red', 10, 2990, 'ribbon', 'China'],
    ['HG-RIB-WHT', 'Satin Ribbon White 25 mm × 50 m, box of 10', 'Ruban satin blanc 25 mm × 50 m, boîte de 10', 'white', 10, 2990, 'ribbon', 'China'],
    ['HG-RIB-PNK', 'Satin Ribbon Pink 25 mm × 50 m, box of 10', 'Ruban satin rose 25 mm × 50 m, boîte de 10', 'pink', 10, 2990, 'ribbon', 'China'],
    ['HG-RIB-GLD', 'Satin Ribbon Gold 25 mm × 50 m, box of 10', 'Ruban satin or 25 mm × 50 m, boîte de 10', 'gold', 10, 3190, 'ribbon', 'China'],
    ['HG-WIRE-22', 'Floral Wire Green Gauge 22, box of 500', 'Fil de fer vert calibre 22, boîte de 500', 'green', 500, 1890, 'spool', 'USA'],
    ['HG-WIRE-BIND', 'Bind Wire Green, box of 12 spools', 'Fil à ligaturer vert, boîte de 12 bobines', 'foliage', 12, 2190, 'spool', 'USA'],
    ['HG-TAPE-GRN', 'Floral Tape Green 12 mm, box of 12', 'Ruban floral vert 12 mm, boîte de 12', 'green', 12, 1690, 'spool', 'USA'],
    ['HG-SLV-CLR', 'Clear Flower Sleeves 50 cm, box of 100', 'Pochettes transparentes 50 cm, boîte de 100', 'clear', 100, 1490, 'sleeve', 'Canada'],
    ['HG-SLV-KRF', 'Kraft Paper Sleeves 50 cm, box of 100', 'Pochettes en papier kraft 50 cm, boîte de 100', 'kraft', 100, 2290, 'sleeve', 'Canada'],
    ['HG-BOX-BLK', 'Rose Gift Box Black, box of 10', 'Boîte-cadeau à roses noire, lot de 10', 'black', 10, 3990, 'box', 'Canada'],
    ['HG-BOX-KRF', 'Shipping Flower Box Kraft, bundle of 25', 'Boîte d’expédition kraft, lot de 25', 'kraft', 25, 4490, 'box', 'Canada'],
  ];
  return lines.map(([sku, en, fr, colour, n, price, shape, origin]) =>
    item({
      sku,
      en,
      fr,
      category: 'hard-goods',
      colour,
      origin,
      unit: 'box',
      stems: n,
      price,
      fresh: false,
      shape,
      about: ['Florist supplies', 'Fournitures de fleuriste'],
      lowStockAt: 4,
    }),
  );
}

// ------------------------------------------------------------------------- ready for retail

function readyForRetail(): DemoItem[] {
  // prettier-ignore
  const lines: [sku: string, en: string, fr: string, category: ProductCategory, colour: ColourKey, stems: number, price: number][] = [
    ['RR-BQ-12RED', 'Bouquet of 12 Red Roses, sleeved', 'Bouquet de 12 roses rouges emballé', 'roses', 'red', 12, 1890],
    ['RR-BQ-12MIX', 'Bouquet of 12 Mixed Roses, sleeved', 'Bouquet de 12 roses assorties emballé', 'roses', 'pink', 12, 1790],
    ['RR-BQ-6WHT', 'Bouquet of 6 White Roses with Eucalyptus', 'Bouquet de 6 roses blanches et eucalyptus', 'roses', 'white', 8, 1290],
    ['RR-BQ-GERB', 'Gerbera Bouquet, sleeved', 'Bouquet de gerberas emballé', 'gerbera', 'orange', 7, 990],
    ['RR-BQ-MINIG', 'Mini Gerbera Bunch, sleeved', 'Botte de mini-gerberas emballée', 'gerbera', 'yellow', 10, 890],
    ['RR-BQ-CHRYS', 'Chrysanthemum Mix Bouquet', 'Bouquet de chrysanthèmes assortis', 'chrysanthemums', 'bronze', 10, 990],
    ['RR-BQ-FIELD', 'Country Mix Bouquet', 'Bouquet champêtre', 'fillers', 'lavender', 15, 1490],
    ['RR-BQ-ALSTR', 'Alstroemeria Bunch, sleeved', 'Botte d’alstroemères emballée', 'fillers', 'pink', 10, 790],
    ['RR-BQ-TROP', 'Tropical Bouquet', 'Bouquet tropical', 'tropicals', 'orange', 9, 2490],
    ['RR-BQ-SEAS', 'Seasonal Designer Bouquet', 'Bouquet saisonnier du fleuriste', 'fillers', 'peach', 18, 2290],
  ];
  return lines.map(([sku, en, fr, category, colour, stems, price]) =>
    item({
      sku,
      en,
      fr,
      category,
      colour,
      unit: 'bunch',
      stems,
      price,
      shape: 'bouquet',
      sections: ['ready-for-retail'],
      about: [
        'Ready for retail: made up in Montreal, sleeved with a food sachet',
        'Prêt à vendre : monté à Montréal, emballé avec sachet nutritif',
      ],
      lowStockAt: 6,
    }),
  );
}

/** Products no longer sold: they show only to staff asking for inactive products. */
function discontinued(): DemoItem[] {
  return [
    item({
      sku: 'RO-AVALAN-60',
      en: 'Rose Avalanche White 60 cm',
      fr: 'Rose Avalanche blanche 60 cm',
      category: 'roses',
      variety: 'Avalanche',
      colour: 'white',
      length: 60,
      origin: 'Netherlands',
      unit: 'bunch',
      stems: 25,
      price: 2590,
      shape: 'rose',
      active: false,
      about: ['Discontinued white rose', 'Rose blanche discontinuée'],
    }),
    item({
      sku: 'HG-FOAM-RING',
      en: 'Floral Foam Ring 30 cm, box of 2',
      fr: 'Couronne de mousse florale 30 cm, boîte de 2',
      category: 'hard-goods',
      colour: 'green',
      unit: 'box',
      stems: 2,
      price: 1590,
      fresh: false,
      shape: 'foam',
      active: false,
      about: ['Discontinued florist supplies', 'Fournitures discontinuées'],
    }),
  ];
}

/** The whole demo catalogue, in a fixed order (stock and arrival dates follow it). */
export function demoCatalog(): DemoItem[] {
  return [
    ...roses(),
    ...petals(),
    ...preservedRoses(),
    ...gerberas(),
    ...chrysanthemums(),
    ...greens(),
    ...fillers(),
    ...tropicals(),
    ...hardGoods(),
    ...readyForRetail(),
    ...discontinued(),
  ];
}

/**
 * Initial stock of the i-th product: a few are sold out and a few under their low-stock level,
 * so the inventory screen's filters show something; the rest get a varied delivery.
 */
function initialStock(i: number, p: ProductWrite): number {
  if (i % 29 === 7) return 0;
  const low = p.low_stock_at ?? 10; // the column's default
  if (i % 13 === 4) return Math.max(1, low - 1 - (i % 3));
  return p.fresh ? 12 + ((i * 37) % 110) : 8 + ((i * 11) % 40);
}

const DAY_MS = 86_400_000;
// A picture is a few encodes in libvips' own threads: two at a time keeps both cores busy.
const IMAGE_CONCURRENCY = 2;

/**
 * Renders one picture per (shape, colour, category) and stores a copy for each product, named
 * like a staff upload (`p<id>-…`) so replacing or deleting one never touches another's files.
 */
async function storeImages(files: FileStore, items: DemoItem[], ids: number[]): Promise<string[]> {
  const rendered = new Map<string, Promise<Buffer>>();
  const picture = ({ art, product }: DemoItem) => {
    const id = `${art.shape}|${art.colour}|${product.category}`;
    let png = rendered.get(id);
    if (!png) {
      png = renderArt(art.shape, COLOURS[art.colour].hex, BACKGROUNDS[product.category]);
      rendered.set(id, png);
    }
    return png;
  };
  const keys: string[] = new Array<string>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: IMAGE_CONCURRENCY }, async () => {
      while (next < items.length) {
        const i = next;
        next += 1;
        keys[i] = await storeImage(files, `p${ids[i]}`, await picture(items[i]!));
      }
    }),
  );
  return keys;
}

/**
 * Loads the demo catalogue: products with their sections, a picture each, and an initial stock
 * received through the ledger (fresh deliveries a few days apart, so stock ages differ).
 */
export async function seedDemoCatalog(db: Db, clock: Clock, files: FileStore): Promise<void> {
  const items = demoCatalog();
  const now = clock.now().getTime();
  const ids = await db.transaction().execute(async (trx) => {
    const inserted: number[] = [];
    for (const [i, { product }] of items.entries()) {
      const id = await insertProduct(trx, product, new Date(now).toISOString());
      inserted.push(id);
      const quantity = initialStock(i, product);
      if (quantity === 0) continue;
      const arrived = new Date(now - (product.fresh ? i % 5 : 7) * DAY_MS);
      const by = { id: null, name: 'Demo' };
      await applyMovement(trx, {
        productId: id,
        quantity,
        reason: 'receipt',
        by,
        nowIso: arrived.toISOString(),
        today: businessDate(arrived),
      });
      // A few fresh deliveries came with broken stems, so the ledger shows more than receipts.
      if (product.fresh && quantity > 40 && i % 11 === 0) {
        await applyMovement(trx, {
          productId: id,
          quantity: -2,
          reason: 'loss',
          note: 'Broken stems on arrival / tiges cassées à la réception',
          by,
          nowIso: new Date(arrived.getTime() + 3_600_000).toISOString(),
          today: businessDate(arrived),
        });
      }
    }
    return inserted;
  });
  const keys = await storeImages(files, items, ids);
  const nowIso = new Date(now).toISOString();
  await db.transaction().execute(async (trx) => {
    for (const [i, id] of ids.entries()) await setProductImage(trx, id, keys[i]!, nowIso);
  });
}
