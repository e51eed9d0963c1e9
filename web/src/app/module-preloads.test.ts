import { describe, expect, it } from 'vitest';
import { chunkFiles, modulePreloadLinks, type Manifest } from './module-preloads';

// The entry imports the runtime; the shop page imports a shared chunk (which imports the runtime
// too) and has its CSS; the checkout is loaded by the shop later, dynamically.
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_runtime.js'], dynamicImports: ['src/shop.tsx'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_runtime.js'] },
  'src/shop.tsx': {
    file: 'assets/shop.js',
    imports: ['_shared.js', '_style.css'],
    dynamicImports: ['src/checkout.tsx'],
  },
  '_style.css': { file: 'assets/style.css' },
  'src/checkout.tsx': { file: 'assets/checkout.js' },
};

describe('module preloads (decision 030)', () => {
  it('walks static imports only, each file once, JavaScript only', () => {
    expect(chunkFiles(manifest, ['src/shop.tsx', 'index.html'])).toEqual([
      'assets/shop.js',
      'assets/shared.js',
      'assets/runtime.js',
      'assets/index.js',
    ]);
  });

  it("links what a page loads beyond the entry's own chunks, and skips a module the build does not hold", () => {
    expect(modulePreloadLinks(manifest, ['src/shop.tsx', 'src/gone.tsx'])).toBe(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/shop.js">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/shared.js">',
    );
    expect(modulePreloadLinks(manifest, [])).toBe('');
  });

  it("links the app's start modules first, each step's chunks once", () => {
    const started: Manifest = {
      ...manifest,
      'src/app/start-texts.ts': { file: 'assets/start-texts.js', imports: ['_runtime.js', '_i18n.js'] },
      '_i18n.js': { file: 'assets/i18n.js' },
      'src/app/start-app.tsx': { file: 'assets/start-app.js', imports: ['_shared.js'] },
    };
    expect(modulePreloadLinks(started, ['src/shop.tsx'])).toBe(
      ['start-texts', 'i18n', 'start-app', 'shared', 'shop']
        .map((name) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/${name}.js">`)
        .join(''),
    );
  });

  it('refuses a manifest that names a chunk it does not have', () => {
    expect(() => chunkFiles({ 'index.html': { file: 'a.js', imports: ['_b.js'] } }, ['index.html'])).toThrow(/_b\.js/);
  });
});
