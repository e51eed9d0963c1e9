import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './precompress';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    // The contract's sources directly; modules without zod (constants, messages) can be
    // imported on their own so that the pages that need no schema do not load zod.
    alias: [
      { find: /^@shop\/contract$/, replacement: path.resolve(import.meta.dirname, '../contract/src/index.ts') },
      { find: /^@shop\/contract\/(.*)$/, replacement: path.resolve(import.meta.dirname, '../contract/src/$1.ts') },
      { find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  ssr: {
    // Imported for its types only ('altcha/types/react'): Node cannot resolve it, the bundler can.
    noExternal: ['altcha'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'precompress.test.ts'],
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
  },
});
