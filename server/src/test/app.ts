import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { LogConfig } from 'kysely';
import { createDb, type Db } from '../db/connection.js';
import type { Clock } from '../lib/clock.js';
import { migratedDatabase } from './database.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** Every log line the app wrote, as parsed JSON. */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

/**
 * The real application on a fresh, migrated database (a copy of the run's migrated template),
 * as production builds it.
 * `env` overrides environment variables (CAPTCHA defaults to off).
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    config?: Partial<Config>;
    clock?: Clock;
    captchaCost?: number;
    /** Sees every statement the app runs. */
    log?: LogConfig;
  } = {},
): Promise<TestApp> {
  const fresh = await migratedDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: fresh.dataDir,
    CAPTCHA: 'off',
    SEED: 'none',
    LOG_LEVEL: 'info',
    ...(fresh.database.dialect === 'postgres' ? { DATABASE_URL: fresh.database.url } : {}),
    // FILE_STORE=disk|database npx vitest run … (database needs TEST_DATABASE_URL): the driver to test.
    ...(process.env.FILE_STORE ? { FILE_STORE: process.env.FILE_STORE } : {}),
    ...options.env,
  });
  Object.assign(config, options.config);
  const db = createDb(config.database, options.log);
  const logs: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n'))
        if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = await buildApp(config, {
    db,
    logStream,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.captchaCost ? { captchaCost: options.captchaCost } : {}),
  });
  await app.ready();
  return {
    app,
    db,
    config,
    logs,
    async close() {
      await app.close();
      await db.destroy();
      await fresh.drop();
    },
  };
}
