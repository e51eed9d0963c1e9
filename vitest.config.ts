import os from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const contractSrc = path.resolve(import.meta.dirname, 'contract/src');
// '@shop/contract' is the index; '@shop/contract/<module>' one module of it.
const contractAlias = [
  { find: /^@shop\/contract$/, replacement: `${contractSrc}/index.ts` },
  { find: /^@shop\/contract\/(.*)$/, replacement: `${contractSrc}/$1.ts` },
];

/** The server's test files that mock a module, run with isolation (project server-isolated). */
const ISOLATED_SERVER_TESTS = 'server/src/**/*.isolated.test.ts';
/** What both server projects share. */
const serverTestSetup = {
  environment: 'node',
  setupFiles: ['server/src/test/setup.ts'],
  // Migrates a template database once for the run; each test file gets a copy of it.
  globalSetup: ['server/src/test/template-database.ts'],
  testTimeout: 20_000,
  hookTimeout: 30_000,
};

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core
    // machines here, leaving a core to vitest's own process, which is mostly idle once the
    // files are transformed (the server's tests also wait on disk flushes, threads and sockets).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        resolve: { alias: contractAlias },
        // As the server's: a test's time limit is for a hang, not for a loaded machine's slowness.
        test: { name: 'contract', include: ['contract/src/**/*.test.ts'], environment: 'node', testTimeout: 20_000 },
      },
      {
        resolve: { alias: contractAlias },
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ISOLATED_SERVER_TESTS],
          ...serverTestSetup,
          // The files of a worker share its modules (each file still has its own app and
          // database): loading the server's modules again for every file was half the run's
          // CPU. What the server keeps in a module is per process in production too (the mail
          // delivery worker, caches). A test that mocks a module (vi.mock would leak into the
          // next file of the worker) is named *.isolated.test.ts and runs in the next project.
          isolate: false,
        },
      },
      {
        resolve: { alias: contractAlias },
        // The server's tests that mock a module (a pause inside a module, say): each file alone.
        test: { name: 'server-isolated', include: [ISOLATED_SERVER_TESTS], ...serverTestSetup },
      },
      {
        // The typed client (issue 40): its types generated from the served document, its example type-checked.
        resolve: { alias: contractAlias },
        test: {
          name: 'client',
          include: ['client/test/**/*.test.ts'],
          environment: 'node',
          // Each check builds the server's document and compiles the client (seconds to a minute on a busy machine).
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      { test: { name: 'lint', include: ['scripts/eslint/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
      'web/vite.config.ts',
    ],
  },
});
