import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { safeTable } from '../safe-table.js';
import { servedFile } from '../served-file.js';
import {
  SpreadsheetError,
  type ReaderLimits,
  type ReadResult,
  type SpreadsheetKind,
  type WorkerStarted,
  type WorkerStop,
} from './limits.js';
import { readSpreadsheet } from './read-spreadsheet.js';

/**
 * Worker entry: reads one file given in workerData and posts one ReadResult. Everything that
 * walks the cells happens here, never on the request thread: reading, quoting formula-like
 * texts, writing the file served, and the rows' JSON.
 */
/** How much lower than the request thread a reader runs (nice 10: about a tenth of a core it contends for). */
const READER_NICENESS = 10;

const { kind, bytes, limits, rowsOnly } = workerData as {
  kind: SpreadsheetKind;
  bytes: Uint8Array;
  limits: ReaderLimits;
  /** The rows alone, as read (no file to serve, no quoting): a catalogue import reads its values. */
  rowsOnly?: boolean;
};

async function run(): Promise<{ result: ReadResult; transfer: ArrayBuffer[] }> {
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const read = await readSpreadsheet(kind, buffer, limits);
    if (rowsOnly) {
      const none = new Uint8Array(0);
      return {
        result: { ok: true, rowsJson: JSON.stringify(read), rowCount: read.rows.length, served: none },
        transfer: [],
      };
    }
    const rows = safeTable(read);
    const file = servedFile(kind, rows);
    // Its own ArrayBuffer, handed over rather than copied.
    const served = new Uint8Array(file.byteLength);
    served.set(file);
    const rowsJson = JSON.stringify(rows);
    return { result: { ok: true, rowsJson, rowCount: rows.rows.length, served }, transfer: [served.buffer] };
  } catch (err) {
    return { result: { ok: false, reason: err instanceof SpreadsheetError ? err.reason : 'malformed' }, transfer: [] };
  }
}

/** This thread's id on Linux (/proc/thread-self), or null. */
function ownThreadId(): number | null {
  try {
    const id = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/**
 * A reader yields the processor to the request thread: on Linux a thread has a priority of its
 * own, set through its id. Its deadline counts its own processor time (read-in-worker.ts), so a
 * reader slowed by a busy machine is not taken for a file too slow to read.
 */
const threadId = ownThreadId();
try {
  if (threadId !== null) os.setPriority(threadId, READER_NICENESS);
} catch {
  // Not allowed: the reader runs at the process's priority.
}

// Asked to stop (past its deadline, or its answer taken): the thread ends here, between two
// steps of its event loop, never inside a zlib stream's construction (read-in-worker.ts).
parentPort?.on('message', (message: WorkerStop) => {
  if (message === 'stop') process.exit(0);
});

// Loaded: the reading deadline starts now.
parentPort?.postMessage({ started: true, threadId } satisfies WorkerStarted);
const { result, transfer } = await run();
parentPort?.postMessage(result, transfer);
