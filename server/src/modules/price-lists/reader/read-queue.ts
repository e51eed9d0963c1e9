/**
 * Spreadsheets are read a few at a time: each read takes a worker (a heap of up to 64 MB since
 * issue 35, 256 MB before, when four XLSX read at once took the server from 229 to 838 MB).
 * Uploads past the limit wait their turn, briefly; past the wait they are answered "busy, try
 * again".
 */
export class ReadersBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('spreadsheet readers busy');
  }
}

export interface ReadQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** How long a read may wait for its turn (tests shorten it). */
  maxWaitMs: number;
}

export function createReadQueue(readers: number, maxWaitMs: number): ReadQueue {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  /** Resolves when a reader is free for this caller (the slot is handed over, not re-counted). */
  const acquire = (waitMs: number) =>
    new Promise<void>((resolve, reject) => {
      if (running < readers) {
        running += 1;
        return resolve();
      }
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(turn), 1);
        reject(new ReadersBusy(Math.max(1, Math.ceil(waitMs / 1000))));
      }, waitMs);
      waiting.push(turn);
    });

  return {
    maxWaitMs,
    async run(task) {
      await acquire(this.maxWaitMs);
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}

/** The server's readers: two at a time, a read waits up to 10 seconds for its turn. */
export const spreadsheetReaders = createReadQueue(2, 10_000);
