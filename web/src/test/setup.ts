import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy… and waitFor wait up to 5 s, not 1: a dialog's code loads at its first opening, which
// took 1 to 5 s with the machine's two cores busy (helpers, builds), failing tests that only
// waited. A test still fails at once on what is wrong, and waits only for what comes.
configure({ asyncUtilTimeout: 5000 });

// A test that prints console.error fails (ARCHITECTURE.md, Tests).
const errorSpy = vi.spyOn(console, 'error');
afterEach(() => {
  cleanup();
  const calls = errorSpy.mock.calls;
  errorSpy.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map((c) => c.join(' ')).join('\n')}`);
});
