import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

/**
 * The checkpointer's thread (checkpointer.ts): its own connection to the database copies the
 * write-ahead log into it when asked. A checkpoint syncs the log before the copy and the
 * database after, at `synchronous` NORMAL (better-sqlite3's default in WAL mode) as at FULL.
 */
const db = new SQLite((workerData as { file: string }).file, { fileMustExist: true });
const port = parentPort!;
port.on('message', (message: 'checkpoint' | 'close') => {
  if (message === 'close') {
    db.close();
    port.close();
    return;
  }
  try {
    // PASSIVE: copies what no reader still needs, never waits for a lock nor blocks a writer.
    db.pragma('wal_checkpoint(PASSIVE)');
    port.postMessage({});
  } catch (err) {
    port.postMessage({ error: err instanceof Error ? err.message : String(err) });
  }
});
