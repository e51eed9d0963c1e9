import fs from 'node:fs';
import path from 'node:path';
import { matcher } from './budgets';
import { APP_ENTRY, startModules, type Manifest } from './src/app/module-preloads';

/**
 * What the service worker precaches (issue 41, decision 045): the app shell and the code the
 * florist's shop runs, by version, and nothing of the back-office. Read from Vite's build
 * manifest: the entry, its start modules and their static imports, and each of SHOP_ROOTS with
 * everything it imports, statically or when it needs it. The entry's own lazy imports are every screen of the app:
 * they are not followed.
 */
export const SHOP_ROOTS = [
  'src/app/layouts/customer-layout.tsx',
  'src/features/shop/*',
  'src/i18n/locales/en.json',
  'src/i18n/locales/fr.json',
  'src/i18n/feature-texts.*',
  'src/components/app-toaster.tsx',
  '../node_modules/react-hot-toast/*',
  'src/pwa/*',
];

/**
 * Modules the shop loads on its way, without what they load when needed: the signed-in screens'
 * index (routes.tsx), whose other screens are the back-office's.
 */
export const SHOP_WAY = ['src/app/signed-in-screens.ts'];

/** Files of the build (relative to its root) besides the code: the shell, icons, manifests. */
const SHELL_FILES = /^(index\.html|favicon\.svg|icons\/.+\.png|manifest\.(en|fr)\.webmanifest)$/;

/** The JavaScript and CSS files the shop needs, relative to the build's root. */
export function shopFiles(manifest: Manifest & Record<string, { css?: string[] }>): Set<string> {
  const seen = new Set<string>();
  const walk = (key: string, lazyToo: boolean): void => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest names "${key}" but has no such chunk.`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) walk(imported, lazyToo);
    if (lazyToo) for (const imported of chunk.dynamicImports ?? []) walk(imported, true);
  };
  walk(APP_ENTRY, false);
  for (const key of [...startModules(manifest), ...SHOP_WAY]) walk(key, false);
  for (const pattern of SHOP_ROOTS) {
    const keys = Object.keys(manifest).filter(matcher(pattern));
    if (keys.length === 0) throw new Error(`No chunk of the manifest matches "${pattern}".`);
    for (const key of keys) walk(key, true);
  }
  const files = new Set<string>();
  for (const key of seen) {
    const chunk = manifest[key]!;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return files;
}

interface Entry {
  url: string;
  revision: string | null;
  size: number;
}

/**
 * Workbox's manifestTransform: keeps, of the files the glob found, the shell's and the shop's.
 * The build manifest is read when the transform runs (after the app's build wrote it).
 */
export function shopPrecache(distDir: string) {
  return (entries: Entry[]) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const wanted = shopFiles(manifest);
    const kept = entries.filter((entry) => SHELL_FILES.test(entry.url) || wanted.has(entry.url));
    return Promise.resolve({ manifest: kept, warnings: [] as string[] });
  };
}
