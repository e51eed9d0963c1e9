import { parentPort, workerData } from 'node:worker_threads';
import {
  SpreadsheetError,
  WORKER_STARTED,
  type ReaderLimits,
  type ReadResult,
  type SpreadsheetKind,
} from './limits.js';
import { readSpreadsheet } from './read-spreadsheet.js';

/** Worker entry: reads one file given in workerData and posts one ReadResult. */
const { kind, bytes, limits } = workerData as { kind: SpreadsheetKind; bytes: Uint8Array; limits: ReaderLimits };

async function run(): Promise<ReadResult> {
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return { ok: true, rows: await readSpreadsheet(kind, buffer, limits) };
  } catch (err) {
    return { ok: false, reason: err instanceof SpreadsheetError ? err.reason : 'malformed' };
  }
}

// Loaded: the reading deadline starts now.
parentPort?.postMessage(WORKER_STARTED);
parentPort?.postMessage(await run());
