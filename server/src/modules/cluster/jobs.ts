import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import type { Log } from '../../lib/log.js';
import { markRun, releaseLease, takeLease } from './leases.js';

/** A periodic job that one server at a time runs (docs/decisions/023-several-servers.md). */
export interface Job {
  name: string;
  everyMs: number;
  /** Run as soon as this server takes the lease (otherwise everyMs after). */
  runOnTakeover?: boolean;
  run(): Promise<unknown>;
}

export interface JobRunnerOptions {
  db: Db;
  clock: Clock;
  log: Log;
  /** Who this server is in job_leases.holder (host, port, process). */
  holder: string;
  jobs: Job[];
  /** How long a lease lasts without renewal: another server takes over once it has run out. */
  leaseMs?: number;
  /** How often leases are taken or renewed. */
  renewMs?: number;
}

export interface JobRunner {
  /** Takes or renews every lease, then runs what is due. */
  tick(): Promise<void>;
  /** Runs the jobs whose lease this server holds and whose time has come. */
  runDue(): Promise<void>;
  /** Whether this server holds the job's lease now (and it has not run out). */
  holds(name: string): boolean;
  start(): void;
  /** Stops the timers, waits for the jobs running, and gives every lease up. */
  stop(): Promise<void>;
}

export const LEASE_MS = 45_000;
export const RENEW_MS = 15_000;

interface State {
  job: Job;
  heldUntil: number;
  nextRun: number;
  running: Promise<void> | null;
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, clock, log, holder } = options;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const renewMs = options.renewMs ?? RENEW_MS;
  const states = options.jobs.map((job): State => ({ job, heldUntil: 0, nextRun: 0, running: null }));
  let timer: NodeJS.Timeout | null = null;
  let lastTick = 0;
  let stepping: Promise<void> | null = null;
  let stopped = false;

  const now = () => clock.now().getTime();
  const held = (s: State) => s.heldUntil > now();

  async function renew(s: State): Promise<void> {
    const at = clock.now();
    const wasHeld = held(s);
    let ok: boolean;
    try {
      ok = await takeLease(db, s.job.name, holder, at, new Date(at.getTime() + leaseMs));
    } catch (err) {
      // The database did not answer: keep what we had until it runs out.
      log.warn({ err, job: s.job.name }, 'job lease not renewed');
      return;
    }
    if (ok) {
      if (!wasHeld) {
        log.info({ job: s.job.name, holder }, 'job lease taken');
        s.nextRun = s.job.runOnTakeover ? at.getTime() : at.getTime() + s.job.everyMs;
      }
      s.heldUntil = at.getTime() + leaseMs;
    } else {
      if (wasHeld) log.warn({ job: s.job.name, holder }, 'job lease lost');
      s.heldUntil = 0;
    }
  }

  function runOne(s: State): Promise<void> {
    const at = clock.now();
    s.nextRun = at.getTime() + s.job.everyMs;
    s.running = (async () => {
      try {
        await s.job.run();
        await markRun(db, s.job.name, holder, at);
        // The outbox runs every few seconds: its rounds are not logged.
        if (s.job.everyMs >= 60_000) log.info({ job: s.job.name, holder }, 'job ran');
      } catch (err) {
        log.error({ err, job: s.job.name }, 'job failed');
      } finally {
        s.running = null;
      }
    })();
    return s.running;
  }

  /** Starts the jobs due (one still running is not started again), and gives their runs. */
  function startDue(): Promise<void>[] {
    if (stopped) return [];
    return states.filter((s) => held(s) && !s.running && now() >= s.nextRun).map(runOne);
  }

  async function runDue(): Promise<void> {
    await Promise.all(startDue());
  }

  async function renewAll(): Promise<void> {
    lastTick = now();
    for (const s of states) await renew(s);
  }

  async function tick(): Promise<void> {
    if (stopped) return;
    await renewAll();
    await runDue();
  }

  /**
   * The timer's step: renews the leases when their time has come, then starts what is due,
   * without waiting for any job to end. A job that runs long (a webhooks round of receivers that
   * do not answer) keeps its lease renewed meanwhile, so that no other server takes it and does
   * the same work, and holds up no other job of this server (the outbox).
   */
  function step(): void {
    if (stepping) return;
    stepping = (async () => {
      if (now() - lastTick >= renewMs) await renewAll();
      startDue();
    })()
      .catch((err: unknown) => log.error({ err }, 'job runner failed'))
      .finally(() => {
        stepping = null;
      });
  }

  return {
    tick,
    runDue,
    holds: (name) => states.some((s) => s.job.name === name && held(s)),
    start() {
      if (timer || stopped) return;
      const stepMs = Math.min(renewMs, ...states.map((s) => s.job.everyMs));
      step();
      timer = setInterval(step, stepMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await stepping;
      await Promise.all(states.map((s) => s.running));
      for (const s of states) {
        if (s.heldUntil === 0) continue;
        s.heldUntil = 0;
        await releaseLease(db, s.job.name, holder).catch((err: unknown) =>
          log.warn({ err, job: s.job.name }, 'job lease not released'),
        );
      }
    },
  };
}
