import { parentPort } from 'node:worker_threads';
import { validationMessages } from '@shop/contract';

/** Worker entry of start-worker.test.ts: says which file `@shop/contract` is, and that it loaded. */
parentPort?.postMessage({
  resolved: import.meta.resolve('@shop/contract'),
  loaded: typeof validationMessages.en === 'object',
});
