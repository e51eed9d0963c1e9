import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts the worker whose entry is `entry` (a sibling module's URL, given with its `.js` name).
 * Built code runs that file directly. Under vitest and `tsx watch` the caller is TypeScript
 * source, which a bare worker cannot load: the worker then imports the `.ts` entry through tsx
 * (a dev dependency, never needed by the build), resolving workspace packages by their `source`
 * condition as the caller does (`@shop/contract` from contract/src, not the dist/ that only a
 * build makes: vitest aliases it in the caller, but a worker is a bare Node thread).
 */
export function startWorker(entry: URL, options: WorkerOptions = {}): Worker {
  if (!entry.pathname.endsWith('.js')) throw new Error(`a worker entry is named by its .js file: ${entry.href}`);
  const source = new URL(entry.href.replace(/\.js$/, '.ts'));
  if (!import.meta.url.endsWith('.ts')) return new Worker(entry, options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then((m) => m.tsImport(${JSON.stringify(source.href)}, ${JSON.stringify(source.href)}))`;
  const execArgv = [...(options.execArgv ?? process.execArgv), '--conditions=source'];
  return new Worker(bootstrap, { ...options, execArgv, eval: true });
}
