/**
 * What a page loads before its first screen, named to the browser in advance (decision 030):
 * the server writes a `<link rel="modulepreload">` for each chunk the matched routes load beyond
 * the entry, so that they download beside the entry instead of after it has run. Read from
 * Vite's build manifest; also what web/budgets.ts weighs.
 */

/** One chunk of Vite's `.vite/manifest.json`, the fields read here. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The manifest's keys of the app's entry, and of the show-only pages' script (decision 044). */
export const APP_ENTRY = 'index.html';
export const ISLAND_ENTRY = 'src/island.ts';

/**
 * The modules the app's entry loads in steps as it starts (main.tsx, issue 33): the texts, React's
 * renderer, then the app, each run in a task of its own. Every page of the app loads them before
 * its first screen: they are preloaded and weighed with the entry, and compiled eagerly as the
 * entry is (compile-hints.ts).
 */
export const START_MODULES = ['src/app/start-texts.ts', 'src/app/start-renderer.ts', 'src/app/start-app.tsx'];

/** The start modules a build holds (a manifest made for a test may hold none). */
export const startModules = (manifest: Manifest): string[] => START_MODULES.filter((key) => key in manifest);

/** The JavaScript files of the given chunks and of everything they import statically, each once. */
export function chunkFiles(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const walk = (key: string): void => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest names "${key}" but has no such chunk.`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  keys.forEach(walk);
  return [...new Set([...seen].map((key) => manifest[key]!.file))].filter((file) => /\.m?js$/.test(file));
}

/**
 * The modulepreload links for the app's start modules and the source modules a page loads first
 * (keys of the manifest), less what the entry loads (index.html already names it). A key the build does not hold is skipped:
 * a preload is a hint, and the page loads the module when it needs it either way.
 */
export function modulePreloadLinks(manifest: Manifest, modules: readonly string[]): string {
  const loaded = new Set(APP_ENTRY in manifest ? chunkFiles(manifest, [APP_ENTRY]) : []);
  const files = chunkFiles(manifest, [...startModules(manifest), ...modules.filter((key) => key in manifest)]).filter(
    (file) => !loaded.has(file),
  );
  // At low priority, as the entry's own (web/script-priority.ts, decision 036).
  return files.map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`).join('');
}
