import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startWorker } from './start-worker.js';

describe('startWorker from TypeScript source (vitest, tsx watch)', () => {
  it('loads @shop/contract from its sources, as the caller does, not from a dist/ that only a build makes', async () => {
    const worker = startWorker(new URL('../test/contract-probe-worker.js', import.meta.url));
    try {
      const [reply] = (await once(worker, 'message')) as [{ resolved: string; loaded: boolean }];
      const contractIndex = fileURLToPath(new URL('../../../contract/src/index.ts', import.meta.url));
      expect(path.resolve(fileURLToPath(reply.resolved.replace(/\?.*$/, '')))).toBe(contractIndex);
      expect(reply.loaded).toBe(true);
    } finally {
      await worker.terminate();
    }
  });
});
