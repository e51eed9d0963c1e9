import { describe, expect, it } from 'vitest';
import { startChunkMembers, staticGraph } from './start-chunk';

// main imports paths; the island imports paths and storage; the renderer step imports react; the
// app step imports router (which imports react), layout (which imports paths) and query.
const graph: Record<string, string[]> = {
  main: ['paths'],
  island: ['paths', 'storage'],
  renderer: ['react'],
  app: ['router', 'layout', 'query', 'storage'],
  router: ['react'],
  layout: ['paths', 'app'],
  query: [],
};
const importsOf = (id: string) => graph[id] ?? [];

describe("the start's chunk", () => {
  it('walks static imports, each module once, cycles included', () => {
    expect([...staticGraph('app', importsOf)].sort()).toEqual([
      'app',
      'layout',
      'paths',
      'query',
      'react',
      'router',
      'storage',
    ]);
  });

  it("holds what the app's step runs that the entry, the island and the earlier steps do not", () => {
    expect([...startChunkMembers(importsOf, 'app', ['main', 'island', 'renderer'])].sort()).toEqual([
      'app',
      'layout',
      'query',
      'router',
    ]);
  });
});
