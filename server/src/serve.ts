import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import type { Db } from './db/connection.js';
import { systemClock, type Clock } from './lib/clock.js';
import { purgeExpired } from './modules/auth/housekeeping.js';
import { createJobRunner, purgeExpiredHits, type Job, type JobRunner } from './modules/cluster/index.js';
import type { FileStore } from './modules/files/index.js';
import { purgeOldMailBodies } from './modules/mail/index.js';
import { runMonthlyStatements } from './modules/statements/index.js';
import { sendDueWebhooks } from './modules/webhooks/index.js';
import { runStandingOrders } from './modules/standing-orders/index.js';
import { runFreshList } from './modules/fresh-list/index.js';
import { foldSalesRollups } from './modules/orders/index.js';
import { foldMarginRollups } from './modules/margins/index.js';

export interface Shop {
  app: FastifyInstance;
  jobs: JobRunner;
  holder: string;
}

export interface ShopOptions {
  db: Db;
  /** The file store main.ts also gives the seed (default: the app's own, per FILE_STORE). */
  files?: FileStore;
  clock?: Clock;
  logStream?: NodeJS.WritableStream;
  /** Who this server is in job_leases (default host:port:pid). */
  holder?: string;
  /** Tests drive the job runner by hand (tick) instead of its timers. */
  startJobs?: boolean;
  leaseMs?: number;
  renewMs?: number;
}

const HOUR = 3600_000;

/** The periodic work of the shop, each run by one server at a time (docs/decisions/023). */
function shopJobs(app: FastifyInstance, db: Db, clock: Clock, config: Config): Job[] {
  const files = app.files;
  const jobs: Job[] = [
    {
      name: 'housekeeping',
      everyMs: HOUR,
      runOnTakeover: true,
      run: () => Promise.all([purgeExpired(db, clock), purgeOldMailBodies(db, clock), purgeExpiredHits(db, clock)]),
    },
    { name: 'outbox', everyMs: 5000, run: () => app.mailer.sender.flush() },
    // Webhooks (issue 40): the due deliveries, every 2 s, so that a receiver hears within seconds.
    {
      name: 'webhooks',
      everyMs: 2000,
      run: () => sendDueWebhooks({ db, clock, log: app.log, production: config.env === 'production' }),
    },
    // The dashboard's sales rollups (decision 064): what the orders' writes left pending, folded
    // in every 30 s. A read sums both, so the figures never wait for it; it keeps the pending small.
    { name: 'sales-rollups', everyMs: 30_000, run: () => foldSalesRollups(db) },
    // The margin report's rollups (decision 069), the same way.
    { name: 'margin-rollups', everyMs: 30_000, run: () => foldMarginRollups(db) },
  ];
  // Monthly statements: every hour (and at takeover), from the first business day of a month
  // on; each customer's is queued once per month whichever server runs it (decision 015).
  if (config.statementJob) {
    jobs.push({
      name: 'monthly-statements',
      everyMs: HOUR,
      runOnTakeover: true,
      run: async () => {
        const result = await runMonthlyStatements({ db, clock, config, files });
        if (result?.queued) {
          app.log.info(result, 'monthly statements queued');
          app.mailer.kick();
        }
      },
    });
  }
  // The fresh list (issue 39 item 5): looked at every five minutes (and at takeover); each
  // business morning's goes out once, at the hour staff set or, after downtime, up to four hours
  // later (fresh-list/morning.ts).
  jobs.push({
    name: 'fresh-list',
    everyMs: 5 * 60_000,
    runOnTakeover: true,
    run: async () => {
      const result = await runFreshList({ db, clock, config });
      if (result) {
        app.log.info(result, 'fresh list queued');
        app.mailer.kick();
      }
    },
  });
  // Standing orders (issue 38 items 1-2): every five minutes unless set (and at takeover), each
  // occurrence whose day has come becomes a pending order, once; the reminders of the day before
  // and the notices of occurrences moved off a closed day are queued (standing-orders/job.ts).
  jobs.push({
    name: 'standing-orders',
    everyMs: config.standingOrdersEveryMs,
    runOnTakeover: true,
    run: async () => {
      const result = await runStandingOrders({ db, clock, config, files });
      if (result.ordered + result.failed + result.reminded + result.moved_told > 0) {
        app.log.info(result, 'standing orders placed');
        app.mailer.kick();
      }
    },
  });
  return jobs;
}

/**
 * The application as a server runs it: the app, its periodic jobs under leases, and an orderly
 * close. `app.close()` (main.ts calls it on SIGTERM and SIGINT) stops the jobs and gives their
 * leases up first (another server takes them at once), stops accepting connections and lets
 * the requests in flight finish (new ones on open connections get 503), stops the mail sender,
 * then closes the database.
 */
export async function startShop(config: Config, options: ShopOptions): Promise<Shop> {
  const { db } = options;
  const clock = options.clock ?? systemClock;
  const holder = options.holder ?? `${os.hostname()}:${config.port}:${process.pid}`;
  const app = await buildApp(config, {
    db,
    clock,
    ...(options.files ? { files: options.files } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  const jobs = createJobRunner({
    db,
    clock,
    log: app.log,
    holder,
    jobs: shopJobs(app, db, clock, config),
    ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
    ...(options.renewMs ? { renewMs: options.renewMs } : {}),
  });
  // Only the server holding the outbox lease sends: a kick elsewhere waits for its next round.
  app.mailer.sender.gate(() => jobs.holds('outbox'));
  // Responses finished while closing end their connection: an idle keep-alive connection would
  // otherwise hold the close until its timeout.
  let closing = false;
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    closing = true;
    // The sender finishes its current message and gives back the rest of its batch, rather than
    // drain a backlog while the shutdown waits (and is cut off mid-batch).
    await app.mailer.sender.stop();
    await jobs.stop();
  });
  // onClose hooks run after the server has closed and in-flight requests have finished.
  app.addHook('onClose', async () => {
    await db.destroy();
  });
  if (options.startJobs !== false) jobs.start();
  return { app, jobs, holder };
}
