import path from 'node:path';
import { defineConfig } from 'vitest/config';

const contractSrc = path.resolve(import.meta.dirname, 'contract/src');
// '@shop/contract' is the index; '@shop/contract/<module>' one module of it.
const contractAlias = [
  { find: /^@shop\/contract$/, replacement: `${contractSrc}/index.ts` },
  { find: /^@shop\/contract\/(.*)$/, replacement: `${contractSrc}/$1.ts` },
];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: contractAlias },
        test: { name: 'contract', include: ['contract/src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias: contractAlias },
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['server/src/test/setup.ts'],
          // Migrates a template database once for the run; each test file gets a copy of it.
          globalSetup: ['server/src/test/template-database.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      { test: { name: 'lint', include: ['scripts/eslint/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
      'web/vite.config.ts',
    ],
  },
});
