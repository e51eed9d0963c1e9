import { describe, expect, it } from 'vitest';
import { shopFiles, shopPrecache } from './pwa-precache';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A build: the entry lazily loads the layouts and the signed-in screens' index, which lazily
 * loads the shop and the back-office's screens; each screen has its own code.
 */
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    css: ['assets/index.css'],
    imports: ['_react.js'],
    dynamicImports: [
      'src/app/layouts/admin-layout.tsx',
      'src/app/layouts/customer-layout.tsx',
      'src/app/signed-in-screens.ts',
      'src/i18n/locales/en.json',
      'src/i18n/locales/fr.json',
      'src/i18n/feature-texts.en.ts',
      'src/i18n/feature-texts.fr.ts',
      'src/components/app-toaster.tsx',
      '../node_modules/react-hot-toast/dist/index.mjs',
      'src/pwa/register.ts',
      'src/app/start-app.tsx',
    ],
  },
  '_react.js': { file: 'assets/react.js' },
  // One of the app's start modules (module-preloads.ts), and what it imports.
  'src/app/start-app.tsx': { file: 'assets/start-app.js', imports: ['_router.js'] },
  '_router.js': { file: 'assets/router.js' },
  'src/app/signed-in-screens.ts': {
    file: 'assets/signed-in-screens.js',
    dynamicImports: ['src/features/shop/shop-page.tsx', 'src/features/customers/customers-list-page.tsx'],
  },
  'src/app/layouts/admin-layout.tsx': { file: 'assets/admin-layout.js', imports: ['_react.js'] },
  'src/features/customers/customers-list-page.tsx': { file: 'assets/customers-list.js', imports: ['_table.js'] },
  '_table.js': { file: 'assets/table.js' },
  'src/app/layouts/customer-layout.tsx': { file: 'assets/customer-layout.js' },
  'src/features/shop/shop-page.tsx': {
    file: 'assets/shop-page.js',
    imports: ['_money.js'],
    dynamicImports: ['src/features/shop/components/confirm-order.tsx'],
  },
  '_money.js': { file: 'assets/money.js' },
  'src/features/shop/components/confirm-order.tsx': { file: 'assets/confirm-order.js', css: ['assets/form.css'] },
  'src/i18n/locales/en.json': { file: 'assets/en.js' },
  'src/i18n/locales/fr.json': { file: 'assets/fr.js' },
  'src/i18n/feature-texts.en.ts': { file: 'assets/texts-en.js' },
  'src/i18n/feature-texts.fr.ts': { file: 'assets/texts-fr.js' },
  'src/components/app-toaster.tsx': { file: 'assets/toaster.js' },
  '../node_modules/react-hot-toast/dist/index.mjs': { file: 'assets/toast.js' },
  'src/pwa/register.ts': { file: 'assets/register.js' },
};

describe('what the service worker precaches (issue 41)', () => {
  it("keeps the entry and the shop's code, what the shop loads later too, and no back-office screen", () => {
    const files = shopFiles(manifest);
    expect([...files].sort()).toEqual(
      [
        'assets/confirm-order.js',
        'assets/customer-layout.js',
        'assets/en.js',
        'assets/form.css',
        'assets/fr.js',
        'assets/index.css',
        'assets/index.js',
        'assets/money.js',
        'assets/react.js',
        'assets/register.js',
        'assets/router.js',
        'assets/shop-page.js',
        'assets/signed-in-screens.js',
        'assets/start-app.js',
        'assets/texts-en.js',
        'assets/texts-fr.js',
        'assets/toast.js',
        'assets/toaster.js',
      ].sort(),
    );
    expect(files.has('assets/admin-layout.js')).toBe(false);
    expect(files.has('assets/table.js')).toBe(false);
  });

  it('fails the build when a root of the shop is not in the build (a file moved)', () => {
    const { 'src/pwa/register.ts': _gone, ...moved } = manifest;
    expect(() => shopFiles(moved)).toThrow('No chunk of the manifest matches "src/pwa/*"');
  });

  it("filters the glob's files to the shell, the icons, the manifests and the shop's code", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'precache-'));
    try {
      fs.mkdirSync(path.join(dist, '.vite'));
      fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
      const entry = (url: string) => ({ url, revision: null, size: 1 });
      const found = [
        'index.html',
        'favicon.svg',
        'icons/icon-192.png',
        'manifest.fr.webmanifest',
        'assets/shop-page.js',
        'assets/signed-in-screens.js',
        'assets/admin-layout.js',
        'assets/customers-list.js',
      ].map(entry);
      const { manifest: kept } = await shopPrecache(dist)(found);
      expect(kept.map((e) => e.url)).toEqual([
        'index.html',
        'favicon.svg',
        'icons/icon-192.png',
        'manifest.fr.webmanifest',
        'assets/shop-page.js',
        'assets/signed-in-screens.js',
      ]);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
