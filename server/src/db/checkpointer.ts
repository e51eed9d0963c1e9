import type { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';
import { startWorker } from '../lib/start-worker.js';

/** How many commits the log takes between two checkpoints in the worker. */
const COMMITS_PER_CHECKPOINT = 50;
/**
 * Past this many pages in the log, SQLite checkpoints on the server's own thread as it commits.
 * It stays the backstop: the log can start again from its beginning only when the whole of it
 * has been copied at the moment a transaction begins, which the worker, copying beside a busy
 * writer, rarely achieves; the writer's catch-up then has only the worker's leftovers to copy.
 */
export const AUTOCHECKPOINT_PAGES = 4000;

export interface Checkpointer {
  /** Told after each COMMIT of the group. */
  committed(): void;
  close(): Promise<void>;
}

/**
 * Copies SQLite's write-ahead log into the database from a worker thread (decision 028). SQLite
 * would otherwise do it while committing, every 1,000 pages: 4 ms on the server's thread, with
 * two disk flushes, about half the time the COMMITs took under the bench's load. The worker
 * starts at the first checkpoint; an in-memory database has no log.
 */
export function walCheckpointer(sqlite: SQLite.Database): Checkpointer {
  if (sqlite.memory) return { committed: () => {}, close: () => Promise.resolve() };
  sqlite.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  let worker: Worker | null = null;
  let running = false;
  let commits = 0;
  // A worker that failed (could not open the database, say) is not started again: SQLite's own
  // checkpoint goes on doing the work.
  let failed = false;
  const start = () => {
    const started = startWorker(new URL('./checkpoint-worker.js', import.meta.url), {
      workerData: { file: sqlite.name },
    });
    started.unref();
    started.on('message', ({ error }: { error?: string }) => {
      running = false;
      if (error) process.emitWarning(`SQLite checkpoint in the worker failed: ${error}`);
    });
    started.on('error', (err) => {
      failed = true;
      process.emitWarning(`SQLite checkpoint worker failed, SQLite checkpoints as it commits: ${err.message}`);
    });
    started.on('exit', () => {
      if (worker === started) worker = null;
      running = false;
    });
    return started;
  };
  return {
    committed() {
      commits += 1;
      if (failed || running || commits < COMMITS_PER_CHECKPOINT) return;
      commits = 0;
      running = true;
      worker ??= start();
      worker.postMessage('checkpoint');
    },
    async close() {
      const stopping = worker;
      if (!stopping) return;
      worker = null;
      const exited = new Promise((resolve) => stopping.once('exit', resolve));
      // Held: awaiting an unreferenced worker's exit with nothing else to do, Node would end the
      // process there (exit code 13) instead of finishing the close.
      stopping.ref();
      stopping.postMessage('close');
      await exited;
    },
  };
}
