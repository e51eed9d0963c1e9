/**
 * The installed app's icons (issue 41), drawn from the logo (public/favicon.svg) at the sizes
 * Android and iOS ask for, into public/icons/. Run by hand when the logo changes
 * (`npx tsx web/make-icons.ts`) and commit the PNGs: the build does not draw them (sharp is the
 * server's package). icons.test.ts checks the manifest's icons are there at their sizes.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const dir = import.meta.dirname;
const logo = fs.readFileSync(path.join(dir, 'public', 'favicon.svg'), 'utf8');
const out = path.join(dir, 'public', 'icons');
/** The logo's green, behind the mark where an icon must fill its square. */
const GREEN = '#1f3d2b';

/**
 * The mark alone (the flower, no rounded square) on a full square of green, scaled to `scale`
 * of the side: a maskable icon keeps what matters in the middle 80% (the launcher crops the
 * rest), and iOS rounds the corners of its home-screen icon itself.
 */
function fullBleed(scale: number): string {
  const mark = logo.replace(/<rect[^>]*\/>/, '').replace(/<svg[^>]*>|<\/svg>/g, '');
  const offset = (64 * (1 - scale)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${GREEN}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${mark}</g></svg>`;
}

const icons: { file: string; size: number; svg: string }[] = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'maskable-192.png', size: 192, svg: fullBleed(0.8) },
  { file: 'maskable-512.png', size: 512, svg: fullBleed(0.8) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.9) },
];

fs.mkdirSync(out, { recursive: true });
for (const { file, size, svg } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));
  console.log(`${file} ${size}×${size}`);
}
