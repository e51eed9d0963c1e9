import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, markStartChunks } from './compile-hints';

describe('compile hints', () => {
  it('marks the entry and the chunks it imports statically, once each, and no lazy chunk', () => {
    const bundle = {
      'assets/index.js': {
        type: 'chunk' as const,
        isEntry: true,
        imports: ['assets/react.js', 'assets/router.js'],
        code: 'entry',
      },
      'assets/react.js': { type: 'chunk' as const, imports: [], code: 'react' },
      'assets/router.js': { type: 'chunk' as const, imports: ['assets/react.js'], code: 'router' },
      'assets/admin-page.js': { type: 'chunk' as const, imports: ['assets/react.js'], code: 'admin' },
      'assets/index.css': { type: 'asset' as const },
    };
    expect(markStartChunks(bundle).sort()).toEqual(['assets/index.js', 'assets/react.js', 'assets/router.js']);
    expect(bundle['assets/index.js'].code).toBe(`${COMPILE_HINT}entry`);
    expect(bundle['assets/react.js'].code).toBe(`${COMPILE_HINT}react`);
    expect(bundle['assets/admin-page.js'].code).toBe('admin');
  });

  it("marks the chunks of the app's start modules, which the entry loads in steps", () => {
    const bundle = {
      'assets/index.js': { type: 'chunk' as const, isEntry: true, imports: [], code: 'entry' },
      'assets/start-app.js': {
        type: 'chunk' as const,
        moduleIds: ['/web/src/app/routes.tsx', '/web/src/app/start-app.tsx'],
        imports: ['assets/router.js'],
        code: 'app',
      },
      'assets/router.js': { type: 'chunk' as const, imports: [], code: 'router' },
      'assets/start-page.js': { type: 'chunk' as const, moduleIds: ['/web/src/app/start-page.tsx'], code: 'page' },
    };
    expect(markStartChunks(bundle).sort()).toEqual(['assets/index.js', 'assets/router.js', 'assets/start-app.js']);
  });
});
