import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A test that prints console.error fails (ARCHITECTURE.md, Tests).
const errorSpy = vi.spyOn(console, 'error');
afterEach(() => {
  cleanup();
  const calls = errorSpy.mock.calls;
  errorSpy.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map((c) => c.join(' ')).join('\n')}`);
});
