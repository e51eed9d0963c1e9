import fs from 'node:fs';
import { startWorker } from '../../../lib/start-worker.js';
import type { ReaderLimits, ReadFailure, ReadResult, SpreadsheetKind, WorkerStarted, WorkerStop } from './limits.js';

/**
 * The worker's heap: its old generation capped at `heapMb` (past it the worker dies alone, never
 * the server, and the file is refused as too large) and a small young generation, so that what
 * a worker can take of the machine is known: two at a time stay well inside the shop's memory.
 */
const YOUNG_GENERATION_MB = 8;

/**
 * How long a worker may take to start (load its modules) before its reading deadline begins: the
 * deadline measures the reading, which a busy machine's slow thread start must not eat into.
 */
const WORKER_START_MS = 30_000;

/**
 * What the deadline may stretch to in wall time when it counts the reader's processor time: a
 * reader on a busy machine (or at its lower priority) gets its share later, not never.
 */
const WALL_CLOCK_FACTOR = 6;

/**
 * How long a reader asked to stop (or done) has to end by itself before it is terminated. Node
 * aborts the whole process ("close before init", node_zlib.cc) when a worker is terminated while
 * a zlib stream is being built, which a reader inflating a zip does all the time: so a reader is
 * stopped between two steps of its event loop (worker.ts), and terminate() is the last resort
 * for one stuck in a loop that never yields.
 */
const STOP_GRACE_MS = 5_000;

/**
 * The processor time a thread of this process has used, in ms: utime and stime of
 * /proc/self/task/<id>/stat (fields 14 and 15, in ticks of 1/100 s), or null when unreadable.
 */
function threadCpuMs(threadId: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/self/task/${threadId}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : null;
  } catch {
    return null;
  }
}

const failureOf = (err: unknown): ReadFailure =>
  (err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out-of-memory' : 'malformed';

/**
 * Reads a spreadsheet in a worker thread, away from the request thread, with a heap limit and a
 * deadline from when it starts reading: when time is up the worker is stopped and the answer
 * is 'timeout'; when its heap is full it dies and the answer is 'out-of-memory'. On Linux the
 * deadline is the reader's own processor time (`maxMs` of it, within `maxMs` × 6 of wall time):
 * a file that costs too much, not a machine busy with other work. Elsewhere it is wall time.
 */
export function readInWorker(
  kind: SpreadsheetKind,
  bytes: Uint8Array,
  limits: ReaderLimits,
  { maxMs, heapMb, rowsOnly = false }: { maxMs: number; heapMb: number; rowsOnly?: boolean },
): Promise<ReadResult> {
  // A private copy is transferred (not cloned again) to the worker.
  const copy = new Uint8Array(bytes);
  const worker = startWorker(new URL('./worker.js', import.meta.url), {
    workerData: { kind, bytes: copy, limits, rowsOnly },
    transferList: [copy.buffer],
    resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: ReadResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.postMessage('stop' satisfies WorkerStop);
      const lastResort = setTimeout(() => void worker.terminate(), STOP_GRACE_MS);
      lastResort.unref();
      worker.once('exit', () => clearTimeout(lastResort));
      resolve(result);
    };
    const timeOut = () => finish({ ok: false, reason: 'timeout' });
    let timer: NodeJS.Timeout = setTimeout(timeOut, WORKER_START_MS + maxMs);
    /** Checks the reader's processor time every so often, until it passes maxMs or the wall-clock cap. */
    const watchCpu = (threadId: number, startCpu: number) => {
      const wallCap = Date.now() + maxMs * WALL_CLOCK_FACTOR;
      const every = Math.min(250, Math.max(10, maxMs));
      const check = () => {
        // Unreadable (the thread has just ended, its answer on its way): the wall-clock cap decides.
        const cpu = threadCpuMs(threadId);
        if ((cpu !== null && cpu - startCpu > maxMs) || Date.now() > wallCap) return timeOut();
        timer = setTimeout(check, every);
      };
      timer = setTimeout(check, every);
    };
    worker.on('message', (message: ReadResult | WorkerStarted) => {
      if (!('started' in message)) return finish(message);
      clearTimeout(timer);
      const startCpu = message.threadId === null ? null : threadCpuMs(message.threadId);
      if (message.threadId !== null && startCpu !== null) watchCpu(message.threadId, startCpu);
      else timer = setTimeout(timeOut, maxMs);
    });
    worker.once('error', (err) => finish({ ok: false, reason: failureOf(err) }));
    worker.once('exit', () => finish({ ok: false, reason: 'malformed' }));
  });
}
