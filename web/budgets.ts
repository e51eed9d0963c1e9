import fs from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { APP_ENTRY, chunkFiles, ISLAND_ENTRY, startModules, type Manifest } from './src/app/module-preloads';

export type { Manifest };

/**
 * JavaScript budgets (issue 33, item 4): the gzip size of the JavaScript a route loads before its
 * first screen shows, computed from Vite's build manifest. A route loads its entry (the app's, or
 * the show-only pages' island) and its static imports, then its lazy screen and the texts it
 * waits for (each with their static imports).
 */

export interface RouteBudget {
  route: string;
  /** The manifest key of the page's script: the app's entry unless said (the island). */
  entry?: string;
  /** Manifest keys (source paths) the route imports dynamically before it paints; `*` matches any characters. */
  loads: string[];
  /** Kilobytes (1,000 bytes) of gzip: the build fails above it. */
  budgetKb: number;
}

/**
 * Issue 33's budgets, for React 19 in the browser: a page that only shows (drawn by the server,
 * with the island: decision 044) 30 KB, a page with a form 160 KB, the florist's shop 230 KB.
 * The form pages hold 160 KB again since the signed-in screens' chunk names left the entry
 * (routes.tsx, signed-in-screens.ts): /signup 157.7 KB on 2026-11-29.
 */
const SHOW_BUDGET = 30;
const FORM_BUDGET = 160;
const SHOP_BUDGET = 230;
const showOnly = (route: string): RouteBudget => ({ route, entry: ISLAND_ENTRY, loads: [], budgetKb: SHOW_BUDGET });
const en = 'src/i18n/locales/en.json';
const fr = 'src/i18n/locales/fr.json';
/** Every signed-in screen waits for its feature texts (i18n loadFeatureTexts). */
const featureTexts = 'src/i18n/feature-texts.en.ts';

export const BUDGETS: RouteBudget[] = [
  showOnly('/'),
  showOnly('/fr'),
  showOnly('/about'),
  { route: '/contact', loads: [en, 'src/features/public/contact/contact-page.tsx'], budgetKb: FORM_BUDGET },
  { route: '/fr/contact', loads: [fr, 'src/features/public/contact/contact-page.tsx'], budgetKb: FORM_BUDGET },
  { route: '/login', loads: [en, 'src/features/auth/login-page.tsx'], budgetKb: FORM_BUDGET },
  { route: '/signup', loads: [en, 'src/features/auth/signup-page.tsx'], budgetKb: FORM_BUDGET },
  { route: '/set-password', loads: [en, 'src/features/auth/set-password-page.tsx'], budgetKb: FORM_BUDGET },
  showOnly('/success'),
  showOnly('/terms-and-conditions'),
  showOnly('/fr/privacy-policy'),
  {
    route: '/customer/tickets/create',
    loads: [
      en,
      featureTexts,
      'src/app/layouts/customer-layout.tsx',
      'src/app/signed-in-screens.ts',
      'src/features/shop/shop-page.tsx',
    ],
    budgetKb: SHOP_BUDGET,
  },
];

/** A test of manifest keys against a pattern where `*` matches any characters (pwa-precache.ts too). */
export function matcher(pattern: string): (key: string) => boolean {
  if (!pattern.includes('*')) return (key) => key === pattern;
  const re = new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return (key) => re.test(key);
}

/** The files (relative to the build's root) a route loads first: entry (with the app's start modules), dynamic loads, and all their static imports. */
export function firstLoadFiles(manifest: Manifest, loads: string[], entry = APP_ENTRY): string[] {
  if (!manifest[entry]?.isEntry) throw new Error(`The manifest has no entry chunk "${entry}".`);
  // The app's entry loads its start modules before any screen (main.tsx).
  const roots = [entry, ...(entry === APP_ENTRY ? startModules(manifest) : [])];
  for (const pattern of loads) {
    const keys = Object.keys(manifest).filter(matcher(pattern));
    if (keys.length === 0) throw new Error(`No chunk of the manifest matches "${pattern}".`);
    roots.push(...keys);
  }
  return chunkFiles(manifest, roots);
}

export interface BudgetRow {
  route: string;
  files: number;
  gzipKb: number;
  budgetKb: number;
  over: boolean;
}

/** Measures every route of `budgets` in a built `distDir` (gzip at the highest level, as precompress writes it). */
export function measureBudgets(distDir: string, budgets: RouteBudget[] = BUDGETS): BudgetRow[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const gzipSize = (file: string): number => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(fs.readFileSync(path.join(distDir, file)), { level: constants.Z_BEST_COMPRESSION }).length;
      sizes.set(file, size);
    }
    return size;
  };
  return budgets.map(({ route, entry, loads, budgetKb }) => {
    const files = firstLoadFiles(manifest, loads, entry);
    const gzipKb = files.reduce((sum, file) => sum + gzipSize(file), 0) / 1000;
    return { route, files: files.length, gzipKb, budgetKb, over: gzipKb > budgetKb };
  });
}

export function formatTable(rows: BudgetRow[]): string {
  const width = Math.max(5, ...rows.map((row) => row.route.length));
  const lines = [
    `${'route'.padEnd(width)}  files  JS gzip KB  budget KB`,
    ...rows.map(
      (row) =>
        `${row.route.padEnd(width)}  ${String(row.files).padStart(5)}  ${row.gzipKb.toFixed(1).padStart(10)}  ${String(row.budgetKb).padStart(9)}${row.over ? '  OVER' : ''}`,
    ),
  ];
  return lines.join('\n');
}

/** Prints the table; answers the process's exit code (1 when a route is over its budget). */
export function checkBudgets(distDir: string, budgets: RouteBudget[] = BUDGETS, log = console.log): number {
  const rows = measureBudgets(distDir, budgets);
  log(`First-load JavaScript per route (issue 33, item 4):\n${formatTable(rows)}`);
  const over = rows.filter((row) => row.over);
  if (over.length === 0) return 0;
  log(`\nOver budget: ${over.map((row) => `${row.route} (${row.gzipKb.toFixed(1)} > ${row.budgetKb} KB)`).join(', ')}`);
  return 1;
}
