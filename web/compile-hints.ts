import type { Plugin } from 'vite';
import { START_MODULES } from './src/app/module-preloads';

/** V8's explicit compile hint: compile every function of the file eagerly, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The part of a bundle's chunk this plugin reads and writes. */
interface Chunk {
  type: 'chunk' | 'asset';
  isEntry?: boolean;
  /** The absolute paths of the modules the chunk holds. */
  moduleIds?: string[];
  imports?: string[];
  code?: string;
}

/**
 * Marks the chunks every page runs at start (the entry, the app's start modules it loads in steps,
 * and what they import statically) with V8's
 * compile hint (https://v8.dev/blog/explicit-compile-hints). Chrome then compiles their functions
 * while the file downloads, on another thread, instead of one by one on the main thread as React
 * hydrates: on a phone that was a long task of the start (issue 19). Lazy screens are left to
 * V8's lazy compiling: most of their functions do not run at once.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    // Last, after Vite has put its own preamble at the top of the entry: the hint must come first.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        markStartChunks(bundle as unknown as Record<string, Chunk>);
      },
    },
  };
}

export function markStartChunks(bundle: Record<string, Chunk>): string[] {
  const marked = new Set<string>();
  const mark = (file: string): void => {
    const chunk = bundle[file];
    if (marked.has(file) || chunk?.type !== 'chunk') return;
    marked.add(file);
    chunk.code = COMPILE_HINT + chunk.code;
    chunk.imports?.forEach(mark);
  };
  const isStart = (chunk: Chunk) =>
    chunk.isEntry || START_MODULES.some((key) => chunk.moduleIds?.some((id) => id.endsWith(`/${key}`)));
  for (const [file, chunk] of Object.entries(bundle)) if (chunk.type === 'chunk' && isStart(chunk)) mark(file);
  return [...marked];
}
