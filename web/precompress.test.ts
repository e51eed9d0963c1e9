import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Runs the plugin's hooks as vite does at the end of a build of `root/dist`. */
async function build(): Promise<void> {
  const plugin = precompress() as unknown as {
    configResolved(config: { root: string; build: { outDir: string } }): void;
    closeBundle(): Promise<void>;
  };
  plugin.configResolved({ root, build: { outDir: 'dist' } });
  await plugin.closeBundle();
}

describe('precompress', () => {
  it('writes brotli and gzip copies of text files of 1 KB or more, and nothing for the rest', async () => {
    const dist = path.join(root, 'dist');
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    const script = 'console.log("a fairly repetitive script");\n'.repeat(100);
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js'), script);
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>tiny</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'photo.webp'), Buffer.alloc(4096, 7));

    await build();

    const br = fs.readFileSync(path.join(dist, 'assets', 'index-abc.js.br'));
    const gz = fs.readFileSync(path.join(dist, 'assets', 'index-abc.js.gz'));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(script);
    expect(zlib.gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
    expect(fs.existsSync(path.join(dist, 'index.html.br'))).toBe(false);
    expect(fs.existsSync(path.join(dist, 'assets', 'photo.webp.br'))).toBe(false);
  });
});
