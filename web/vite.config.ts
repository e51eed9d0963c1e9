import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { compileHints } from './compile-hints';
import { precompress } from './precompress';
import { shopPrecache } from './pwa-precache';
import { lowScriptPriority } from './script-priority';
import { startChunks } from './start-chunk';

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

/**
 * Where the app is built: web/dist, or WEB_OUT_DIR (a second build beside the first, as the
 * e2e test of a new version makes: e2e/tests/new-version.mobile.spec.ts).
 */
const outDir = path.resolve(import.meta.dirname, process.env.WEB_OUT_DIR ?? 'dist');

const start = startChunks(import.meta.dirname);

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    tailwindcss(),
    compileHints(),
    start.plugin,
    lowScriptPriority(),
    precompress(),
    reactRouterProduction(),
    productionRenderer(),
    // The service worker (issue 41, decision 045): built from src/pwa/sw.ts with the precache
    // list of pwa-precache.ts; registered by the app after its first paint (src/pwa/register.ts),
    // the manifests are public/manifest.{en,fr}.webmanifest. Not for the server's renderer.
    VitePWA({
      disable: process.argv.includes('--ssr') || process.env.VITEST !== undefined,
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['index.html', 'favicon.svg', 'assets/*.{js,css}', 'icons/*.png', 'manifest.*.webmanifest'],
        manifestTransforms: [shopPrecache(outDir)],
        // Checked on the glob's files, before the transform keeps the shop's: one back-office
        // library weighs 1.2 MB (never precached); the shop's largest chunk is far below.
        maximumFileSizeToCacheInBytes: 4_000_000,
      },
    }),
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
    outDir,
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
      // The start's chunks (start-chunk.ts); the rest of the graph stays where the bundler puts it
      // (recursively, the island's few modules would pull the app's start into its chunk).
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: start.groups } },
    },
  },
  test: {
    name: 'web',
    include: [
      'src/**/*.test.{ts,tsx}',
      'precompress.test.ts',
      'budgets.test.ts',
      'compile-hints.test.ts',
      'start-chunk.test.ts',
      'script-priority.test.ts',
      'pwa-precache.test.ts',
      'icons.test.ts',
    ],
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    // A screen's test walks several steps, each waiting for what it needs (up to 5 s, setup.ts):
    // 5 s in all failed such tests with the two cores busy.
    testTimeout: 20_000,
  },
});
