import path from 'node:path';

/** The e2e server's port and data directory: one directory per port, so that two runs never share one. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_DATA_DIR = path.resolve(
  import.meta.dirname,
  `../../data/e2e${process.env.E2E_PORT ? `-${E2E_PORT}` : ''}`,
);
