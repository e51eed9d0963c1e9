import path from 'node:path';
import { defineConfig } from 'vitest/config';

const contract = path.resolve(import.meta.dirname, 'contract/src/index.ts');

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { '@shop/contract': contract } },
        test: { name: 'contract', include: ['contract/src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias: { '@shop/contract': contract } },
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['server/src/test/setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      'web/vite.config.ts',
    ],
  },
});
