import path from 'node:path';
import type { Plugin } from 'vite';

/** The module graph as a plugin sees it: a module's static imports. */
type ImportsOf = (id: string) => readonly string[];

/** The modules `root` imports statically, itself included. */
export function staticGraph(root: string, importsOf: ImportsOf): Set<string> {
  const seen = new Set<string>();
  const walk = (id: string): void => {
    if (seen.has(id)) return;
    seen.add(id);
    importsOf(id).forEach(walk);
  };
  walk(root);
  return seen;
}

/** What the start's chunk holds: the modules `app` imports statically that none of `before` does. */
export function startChunkMembers(importsOf: ImportsOf, app: string, before: readonly string[]): Set<string> {
  const loaded = before.map((root) => staticGraph(root, importsOf));
  return new Set([...staticGraph(app, importsOf)].filter((id) => !loaded.some((graph) => graph.has(id))));
}

/**
 * Two chunks the bundler is told to make (vite.config.ts `codeSplitting.groups`), from the module
 * graph once the build has read it:
 * - `start-app`: what the app's last start step (src/app/start-app.tsx, main.tsx) runs that
 *   neither the entry, the texts' and the renderer's steps, nor the show-only pages' island load.
 *   Left to the bundler, those modules came as a dozen chunks of a few hundred bytes, each shared
 *   with some lazy screen and compressed apart: 4 to 5 KB of gzip more on every form page than as
 *   one file. Every page of the app runs them all as it starts: the merge makes no page load more.
 * - `startup`: what the island imports (the start-up loader, paths, the stored language and user),
 *   which the app's entry runs too: one file, so that a show-only page asks for two scripts.
 */
export function startChunks(webRoot: string) {
  const members = { app: new Set<string>(), island: new Set<string>() };
  const src = (file: string) => path.join(webRoot, 'src', file);
  const plugin: Plugin = {
    name: 'start-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    buildEnd() {
      const importsOf: ImportsOf = (id) => this.getModuleInfo(id)?.importedIds ?? [];
      const before = ['main.tsx', 'island.ts', 'app/start-texts.ts', 'app/start-renderer.ts'].map(src);
      members.app = startChunkMembers(importsOf, src('app/start-app.tsx'), before);
      // The step's own module stays a chunk of its own: the manifest names it (module-preloads.ts).
      members.app.delete(src('app/start-app.tsx'));
      members.island = staticGraph(src('island.ts'), importsOf);
      members.island.delete(src('island.ts'));
    },
  };
  const groups = [
    { name: 'start-app', test: (id: string) => members.app.has(id) },
    { name: 'startup', test: (id: string) => members.island.has(id) },
  ];
  return { plugin, groups };
}
