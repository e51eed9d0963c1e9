import sharp from 'sharp';

/**
 * Stylised product pictures for the demo catalogue, drawn as SVG and rasterised locally (no
 * network, no image files in the repository). Each shape draws on a 100×100 view box.
 */
export type ArtShape =
  | 'rose'
  | 'gerbera'
  | 'disbud'
  | 'spider'
  | 'pom'
  | 'leaf'
  | 'round-leaf'
  | 'fern'
  | 'filler'
  | 'anthurium'
  | 'orchid'
  | 'protea'
  | 'heliconia'
  | 'petals'
  | 'preserved'
  | 'bouquet'
  | 'foam'
  | 'vase'
  | 'ribbon'
  | 'box'
  | 'sleeve'
  | 'spool';

/**
 * Rendered side in pixels. storeImage never enlarges, so this is also the largest stored width:
 * enough for flat vector art on a card, and small enough that storing ~160 pictures (three WebP
 * sizes each) stays within the demo seed's time budget.
 */
const SIDE = 320;
const STEM = '#4f7d3a';
// Hairline outline, so white and cream flowers stay visible on the light background.
const LINE = 'stroke="#00000026" stroke-width="0.6"';

const stem = (x1: number, y1: number, x2: number, y2: number, width = 2.2) =>
  `<path d="M${x1} ${y1} Q${(x1 + x2) / 2 + 4} ${(y1 + y2) / 2} ${x2} ${y2}" stroke="${STEM}" stroke-width="${width}" fill="none" stroke-linecap="round"/>`;

/** n petals (ellipses) around a centre. */
function ring(cx: number, cy: number, n: number, length: number, width: number, color: string, offset = 0): string {
  let out = '';
  for (let i = 0; i < n; i += 1) {
    const angle = offset + (360 / n) * i;
    out += `<ellipse cx="${cx}" cy="${cy - length / 2}" rx="${width}" ry="${length / 2}" fill="${color}" ${LINE} transform="rotate(${angle.toFixed(1)} ${cx} ${cy})"/>`;
  }
  return out;
}

function roseHead(cx: number, cy: number, r: number, color: string): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" ${LINE}/>` +
    `<path d="M${cx - r * 0.6} ${cy} a${r * 0.6} ${r * 0.6} 0 1 1 ${r * 1.2} 0 a${r * 0.4} ${r * 0.4} 0 1 1 -${r * 0.8} 0 a${r * 0.2} ${r * 0.2} 0 1 1 ${r * 0.4} 0" fill="none" stroke="#00000033" stroke-width="1.2"/>`
  );
}

const shapes: Record<ArtShape, (c: string) => string> = {
  rose: (c) =>
    stem(50, 58, 50, 98) +
    `<ellipse cx="60" cy="78" rx="8" ry="3.5" fill="${STEM}" transform="rotate(-30 60 78)"/>` +
    roseHead(50, 40, 20, c),
  gerbera: (c) =>
    stem(50, 50, 50, 98) + ring(50, 42, 20, 24, 3.4, c) + '<circle cx="50" cy="42" r="7" fill="#5b3a1e"/>',
  disbud: (c) => stem(50, 60, 50, 98) + ring(50, 40, 28, 26, 3, c) + ring(50, 40, 18, 14, 3, c, 9),
  spider: (c) => stem(50, 60, 50, 98) + ring(50, 40, 26, 30, 1.3, c) + ring(50, 40, 14, 12, 2, c, 7),
  pom: (c) =>
    stem(50, 70, 50, 98) +
    stem(50, 70, 30, 48, 1.5) +
    stem(50, 70, 70, 44, 1.5) +
    [
      [30, 42],
      [70, 38],
      [50, 30],
      [42, 56],
      [60, 56],
    ]
      .map(([x, y]) => ring(x!, y!, 12, 10, 2.6, c) + `<circle cx="${x}" cy="${y}" r="2.5" fill="#c9b33c"/>`)
      .join(''),
  leaf: (c) =>
    stem(50, 12, 50, 98, 1.8) +
    [20, 36, 52, 68]
      .map(
        (y, i) =>
          `<ellipse cx="${i % 2 ? 60 : 40}" cy="${y}" rx="12" ry="5" fill="${c}" ${LINE} transform="rotate(${i % 2 ? -30 : 30} ${i % 2 ? 60 : 40} ${y})"/>`,
      )
      .join(''),
  'round-leaf': (c) =>
    stem(50, 10, 50, 98, 1.5) +
    [16, 30, 44, 58, 72]
      .map((y, i) => `<circle cx="${i % 2 ? 58 : 42}" cy="${y}" r="${9 - i * 0.6}" fill="${c}" ${LINE}/>`)
      .join(''),
  fern: (c) => {
    let out = stem(50, 10, 50, 98, 1.5);
    for (let y = 16; y < 80; y += 6) {
      const spread = 6 + (y - 10) * 0.35;
      out += `<path d="M50 ${y} l-${spread} ${spread * 0.5} M50 ${y} l${spread} ${spread * 0.5}" stroke="${c}" stroke-width="3" stroke-linecap="round"/>`;
    }
    return out;
  },
  filler: (c) => {
    let out = stem(50, 60, 50, 98, 1.4);
    const tips: [number, number][] = [
      [26, 30],
      [38, 20],
      [50, 26],
      [62, 18],
      [74, 32],
      [36, 44],
      [64, 44],
    ];
    for (const [x, y] of tips) {
      out += `<path d="M50 60 L${x} ${y}" stroke="${STEM}" stroke-width="0.8" fill="none"/>`;
      for (let k = 0; k < 5; k += 1)
        out += `<circle cx="${x + ((k * 7) % 9) - 4}" cy="${y + ((k * 5) % 7) - 3}" r="2.3" fill="${c}" ${LINE}/>`;
    }
    return out;
  },
  anthurium: (c) =>
    stem(50, 60, 48, 98) +
    `<path d="M50 66 C20 58 18 24 36 22 C44 21 48 26 50 30 C52 26 56 21 64 22 C82 24 80 58 50 66 Z" fill="${c}" ${LINE}/>` +
    '<path d="M50 34 q4 -10 12 -14" stroke="#e8d27a" stroke-width="4" stroke-linecap="round" fill="none"/>',
  orchid: (c) =>
    `<path d="M50 96 Q46 60 58 20" stroke="${STEM}" stroke-width="1.8" fill="none"/>` +
    [
      [40, 66],
      [56, 40],
    ]
      .map(([x, y]) => ring(x!, y!, 5, 20, 6, c) + `<circle cx="${x}" cy="${y}" r="4" fill="#f2d34a"/>`)
      .join(''),
  protea: (c) =>
    stem(50, 66, 50, 98, 3) +
    `<path d="M30 34 L36 66 L64 66 L70 34 L60 46 L56 26 L50 44 L44 26 L40 46 Z" fill="${c}" ${LINE}/>` +
    '<ellipse cx="50" cy="40" rx="10" ry="6" fill="#f4eee6"/>',
  heliconia: (c) =>
    `<path d="M50 6 L50 96" stroke="${STEM}" stroke-width="2" fill="none"/>` +
    [18, 34, 50, 66]
      .map(
        (y, i) =>
          `<path d="M50 ${y} l${i % 2 ? 22 : -22} 8 l${i % 2 ? -22 : 22} 6 Z" fill="${c}" ${LINE}/><path d="M50 ${y + 14} l${i % 2 ? 18 : -18} -2" stroke="#f2d34a" stroke-width="2"/>`,
      )
      .join(''),
  petals: (c) =>
    [
      [30, 30, 20],
      [60, 24, -40],
      [72, 54, 70],
      [40, 60, -10],
      [56, 78, 30],
      [24, 76, 80],
      [50, 46, 0],
    ]
      .map(
        ([x, y, a]) =>
          `<path d="M${x} ${y} c-8 -4 -8 -14 0 -16 c8 2 8 12 0 16 Z" fill="${c}" ${LINE} transform="rotate(${a} ${x} ${y})"/>`,
      )
      .join(''),
  preserved: (c) =>
    '<rect x="22" y="46" width="56" height="40" rx="3" fill="#2c2a2e"/>' +
    '<rect x="20" y="42" width="60" height="8" rx="2" fill="#3c3a40"/>' +
    roseHead(36, 40, 10, c) +
    roseHead(64, 40, 10, c) +
    roseHead(50, 34, 11, c),
  bouquet: (c) =>
    roseHead(38, 30, 12, c) +
    roseHead(62, 30, 12, c) +
    roseHead(50, 20, 12, c) +
    '<circle cx="30" cy="44" r="5" fill="#ffffff" stroke="#00000026"/><circle cx="70" cy="44" r="5" fill="#ffffff" stroke="#00000026"/>' +
    '<path d="M22 40 L78 40 L56 94 L44 94 Z" fill="#e7dccb" stroke="#00000026"/>' +
    '<path d="M50 70 l-9 -5 l0 10 Z M50 70 l9 -5 l0 10 Z" fill="#b3262e"/><circle cx="50" cy="70" r="2.4" fill="#8e1d24"/>',
  foam: (c) =>
    `<path d="M20 46 L62 38 L84 46 L42 56 Z" fill="${c}" ${LINE}/>` +
    '<path d="M20 46 L62 38 L84 46 L42 56 Z" fill="#ffffff" fill-opacity="0.3"/>' +
    `<path d="M20 46 L42 56 L42 80 L20 70 Z" fill="${c}" ${LINE}/>` +
    `<path d="M42 56 L84 46 L84 70 L42 80 Z" fill="${c}" opacity="0.85" ${LINE}/>`,
  vase: (c) =>
    `<path d="M34 18 L66 18 L64 88 Q50 92 36 88 Z" fill="${c}" fill-opacity="0.75" ${LINE}/>` +
    '<ellipse cx="50" cy="18" rx="16" ry="3" fill="#ffffff" fill-opacity="0.6" stroke="#00000026"/>',
  ribbon: (c) =>
    `<circle cx="44" cy="46" r="22" fill="${c}" ${LINE}/><circle cx="44" cy="46" r="8" fill="#f6f1ea" ${LINE}/>` +
    `<path d="M60 60 Q74 72 68 92 L78 86 Q84 70 66 54 Z" fill="${c}" ${LINE}/>`,
  box: (c) =>
    `<rect x="20" y="38" width="60" height="48" fill="${c}" ${LINE}/>` +
    `<rect x="16" y="30" width="68" height="12" fill="${c}" ${LINE}/>` +
    '<rect x="46" y="30" width="8" height="56" fill="#00000022"/>',
  sleeve: (c) =>
    `<path d="M18 14 L82 14 L58 92 L42 92 Z" fill="${c}" fill-opacity="0.7" ${LINE}/>` +
    '<path d="M30 26 L40 80 M70 26 L60 80" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2"/>',
  spool: (c) =>
    '<rect x="26" y="22" width="48" height="8" rx="2" fill="#8a6a45"/><rect x="26" y="70" width="48" height="8" rx="2" fill="#8a6a45"/>' +
    `<rect x="30" y="30" width="40" height="40" fill="${c}" ${LINE}/>` +
    [36, 44, 52, 60].map((y) => `<path d="M30 ${y} L70 ${y + 4}" stroke="#00000022"/>`).join(''),
};

/** A PNG of the shape in the product's colour on a soft background. */
export function renderArt(shape: ArtShape, color: string, background: string): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" fill="${background}"/><circle cx="50" cy="50" r="44" fill="#ffffff" fill-opacity="0.45"/>` +
    shapes[shape](color) +
    '</svg>';
  // Fastest PNG compression: the buffer is only handed to storeImage, which re-encodes it.
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}
