import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

interface WebManifest {
  id: string;
  lang: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

const publicDir = path.join(import.meta.dirname, 'public');
const read = (language: 'en' | 'fr') =>
  JSON.parse(fs.readFileSync(path.join(publicDir, `manifest.${language}.webmanifest`), 'utf8')) as WebManifest;

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): string {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the installed app (issue 41): manifests in both languages and their icons', () => {
  it('opens at the florist\'s home in the reader\'s language, one app whatever the language', () => {
    const en = read('en');
    const fr = read('fr');
    expect([en.lang, en.start_url]).toEqual(['en', '/customer/tickets/create']);
    expect([fr.lang, fr.start_url]).toEqual(['fr', '/fr/customer/tickets/create']);
    expect(fr.id).toBe(en.id);
    for (const m of [en, fr]) {
      expect(m.display).toBe('standalone');
      expect(m.scope).toBe('/');
      expect(m.theme_color).toBe('#1f3d2b');
      expect(m.name.length).toBeGreaterThan(0);
      expect(m.short_name.length).toBeLessThanOrEqual(15);
    }
    expect(fr.name).not.toBe(en.name);
    expect(fr.icons).toEqual(en.icons);
  });

  it('names icons that exist at the sizes they say, 192 and 512, for any purpose and maskable', () => {
    const { icons } = read('en');
    for (const icon of icons) expect(pngSize(path.join(publicDir, icon.src))).toBe(icon.sizes);
    const sizes = (purpose: string) => icons.filter((i) => i.purpose === purpose).map((i) => i.sizes);
    expect(sizes('any')).toEqual(['192x192', '512x512']);
    expect(sizes('maskable')).toEqual(['192x192', '512x512']);
    expect(pngSize(path.join(publicDir, 'icons', 'apple-touch-icon.png'))).toBe('180x180');
  });

  it('the app shell names the manifest and the home-screen icon of iOS', () => {
    const html = fs.readFileSync(path.join(import.meta.dirname, 'index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.en.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
  });
});
