import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBudgets, firstLoadFiles, measureBudgets, type Manifest, type RouteBudget } from './budgets';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'budgets-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Random bytes do not compress: a file of `kb` KB weighs about `kb` KB in gzip. */
const incompressible = (kb: number) => crypto.randomBytes(kb * 1000);

/**
 * A build whose entry (40 KB) imports a vendor chunk (30 KB); the contact screen (20 KB) imports
 * the vendor chunk and a form chunk (`formKb`); the captcha (50 KB) is loaded by the form later.
 */
function build(name: string, formKb: number): string {
  const dist = path.join(root, name);
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  const files = { 'index.js': 40, 'vendor.js': 30, 'contact.js': 20, 'form.js': formKb, 'captcha.js': 50 };
  for (const [file, kb] of Object.entries(files)) fs.writeFileSync(path.join(dist, 'assets', file), incompressible(kb));
  fs.writeFileSync(path.join(dist, 'assets', 'index.css'), incompressible(30));
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_vendor.js'],
      dynamicImports: ['src/contact.tsx'],
    },
    '_vendor.js': { file: 'assets/vendor.js' },
    '_index.css': { file: 'assets/index.css' },
    'src/contact.tsx': {
      file: 'assets/contact.js',
      imports: ['_vendor.js', '_form.js'],
      dynamicImports: ['src/captcha.ts'],
    },
    '_form.js': { file: 'assets/form.js', imports: ['_index.css'] },
    'src/captcha.ts': { file: 'assets/captcha.js' },
  };
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

const budgets: RouteBudget[] = [
  { route: '/', loads: [], budgetKb: 100 },
  { route: '/contact', loads: ['src/contact.*'], budgetKb: 100 },
];

describe('JavaScript budgets', () => {
  it('counts the entry, the route’s lazy screen and their static imports once each, not later loads or CSS', () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(build('walk', 5), '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
    expect(firstLoadFiles(manifest, ['src/contact.tsx']).sort()).toEqual([
      'assets/contact.js',
      'assets/form.js',
      'assets/index.js',
      'assets/vendor.js',
    ]);
    expect(() => firstLoadFiles(manifest, ['src/missing.tsx'])).toThrow(/missing/);
  });

  it("counts the app's start modules with the entry, and not with the island", () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['src/app/start-renderer.ts'] },
      'src/app/start-renderer.ts': { file: 'assets/start-renderer.js', imports: ['_client.js'] },
      '_client.js': { file: 'assets/client.js' },
      'src/island.ts': { file: 'assets/island.js', isEntry: true },
    };
    expect(firstLoadFiles(manifest, []).sort()).toEqual([
      'assets/client.js',
      'assets/index.js',
      'assets/start-renderer.js',
    ]);
    expect(firstLoadFiles(manifest, [], 'src/island.ts')).toEqual(['assets/island.js']);
  });

  it('passes a build under its budgets', () => {
    const out: string[] = [];
    const dist = build('under', 5);
    expect(checkBudgets(dist, budgets, (line) => out.push(line))).toBe(0);
    const [home, contact] = measureBudgets(dist, budgets);
    expect(home!.gzipKb).toBeGreaterThan(69);
    expect(home!.gzipKb).toBeLessThan(72);
    expect(contact!.gzipKb).toBeGreaterThan(94);
    expect(contact!.gzipKb).toBeLessThan(98);
    expect(out.join('\n')).toMatch(/\/contact\s+4\s+9\d\.\d\s+100/);
    expect(out.join('\n')).not.toMatch(/OVER/);
  });

  it('fails a build over its budgets and names the route', () => {
    const out: string[] = [];
    expect(checkBudgets(build('over', 15), budgets, (line) => out.push(line))).toBe(1);
    expect(out.join('\n')).toMatch(/\/contact\s+4\s+10\d\.\d\s+100\s+OVER/);
    expect(out.join('\n')).toMatch(/Over budget: \/contact \(10\d\.\d > 100 KB\)/);
    expect(out.join('\n')).not.toMatch(/\/\s.*OVER/);
  });
});
