import { startWorker } from '../../../lib/start-worker.js';
import {
  WORKER_STARTED,
  type ReaderLimits,
  type ReadFailure,
  type ReadResult,
  type SpreadsheetKind,
} from './limits.js';

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

const failureOf = (err: unknown): ReadFailure =>
  (err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out-of-memory' : 'malformed';

/**
 * Reads a spreadsheet in a worker thread, away from the request thread, with a heap limit and a
 * deadline from when it starts reading: when time is up the worker is terminated and the answer
 * is 'timeout'; when its heap is full it dies and the answer is 'out-of-memory'.
 */
export function readInWorker(
  kind: SpreadsheetKind,
  bytes: Uint8Array,
  limits: ReaderLimits,
  { maxMs, heapMb }: { maxMs: number; heapMb: number },
): Promise<ReadResult> {
  // A private copy is transferred (not cloned again) to the worker.
  const copy = new Uint8Array(bytes);
  const worker = startWorker(new URL('./worker.js', import.meta.url), {
    workerData: { kind, bytes: copy, limits },
    transferList: [copy.buffer],
    resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: ReadResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timeOut = () => finish({ ok: false, reason: 'timeout' });
    let timer = setTimeout(timeOut, WORKER_START_MS + maxMs);
    worker.on('message', (message: ReadResult | typeof WORKER_STARTED) => {
      if (message !== WORKER_STARTED) return finish(message);
      clearTimeout(timer);
      timer = setTimeout(timeOut, maxMs);
    });
    worker.once('error', (err) => finish({ ok: false, reason: failureOf(err) }));
    worker.once('exit', () => finish({ ok: false, reason: 'malformed' }));
  });
}
