/**
 * What the reader is allowed to do. Passed in rather than imported from the contract so that the
 * worker loads nothing but the reader itself.
 */
export interface ReaderLimits {
  maxInflatedBytes: number;
  maxRows: number;
  maxColumns: number;
  /** Data rows × columns of the table read. */
  maxCells: number;
}

export type SpreadsheetKind = 'xlsx' | 'csv';

/** Why a file could not be read; the service turns each into a message in the caller's language. */
export type ReadFailure =
  | 'inflated-too-large'
  | 'too-many-rows'
  | 'too-many-columns'
  | 'too-many-cells'
  | 'malformed'
  | 'empty'
  | 'timeout'
  | 'out-of-memory';

export class SpreadsheetError extends Error {
  constructor(readonly reason: ReadFailure) {
    super(reason);
  }
}

/**
 * The worker's answer: the rows as the API sends them (made safe, as JSON: the request thread
 * never walks the cells), how many, and the file customers download, written from them; or the
 * reason the file could not be read.
 */
export type ReadResult =
  { ok: true; rowsJson: string; rowCount: number; served: Uint8Array } | { ok: false; reason: ReadFailure };

/**
 * A reading worker's first message: its modules are loaded and it starts reading. `threadId` is
 * its thread's id on Linux (null elsewhere): the deadline then counts its processor time.
 */
/** The request thread's word to a reader: end now (its answer is no longer awaited, or was given). */
export type WorkerStop = 'stop';

export interface WorkerStarted {
  started: true;
  threadId: number | null;
}
