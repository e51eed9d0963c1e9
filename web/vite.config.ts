import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { compileHints } from './compile-hints';
import { precompress } from './precompress';
import { lowScriptPriority } from './script-priority';

/**
 * React Router's package resolves to its development build (its warnings and checks) for every
 * bundler but its own plugin's: the build takes the production one.
 */
function reactRouterProduction(): Plugin {
  const production = path.resolve(import.meta.dirname, '../node_modules/react-router/dist/production/index.mjs');
  return {
    name: 'react-router-production',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: production }] } }),
  };
}

/**
 * The server's renderer (vite build --ssr) carries its dependencies, React among them, built for
 * production: left to Node, React's package picks its development build whenever the server runs
 * without NODE_ENV=production, as `npm start` does (it keeps the demo data), and renders pages
 * several times slower with development checks.
 */
function productionRenderer(): Plugin {
  return {
    name: 'production-renderer',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild === true,
    config: () => ({ ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    tailwindcss(),
    compileHints(),
    lowScriptPriority(),
    precompress(),
    reactRouterProduction(),
    productionRenderer(),
  ],
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
    // Read by check-budgets.ts (the first-load JavaScript of each route) and by the server's
    // renderer (modulepreload links, the show-only pages' island).
    manifest: true,
    rolldownOptions: {
      // The app (index.html), and the script of the pages that only show (decision 044).
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        island: path.resolve(import.meta.dirname, 'src/island.ts'),
      },
    },
  },
  test: {
    name: 'web',
    include: [
      'src/**/*.test.{ts,tsx}',
      'precompress.test.ts',
      'budgets.test.ts',
      'compile-hints.test.ts',
      'script-priority.test.ts',
    ],
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    // A screen's test walks several steps, each waiting for what it needs (up to 5 s, setup.ts):
    // 5 s in all failed such tests with the two cores busy.
    testTimeout: 20_000,
  },
});
