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

  it('refuses a manifest that names a chunk it does not have', () => {
    expect(() => chunkFiles({ 'index.html': { file: 'a.js', imports: ['_b.js'] } }, ['index.html'])).toThrow(/_b\.js/);
  });
});
