import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import toast from '@/lib/toast';
import { IdleToaster } from './idle-toaster';

const { requestIdleCallback, cancelIdleCallback } = window;
afterEach(() => {
  cleanup();
  Object.assign(window, { requestIdleCallback, cancelIdleCallback });
});

describe('the toasts’ container, loaded apart from the page', () => {
  it('comes with the first toast when the browser has not been idle yet, and shows it', async () => {
    // A browser that is never idle: only the toast can bring the container.
    Object.assign(window, { requestIdleCallback: () => 1, cancelIdleCallback: () => undefined });
    const { container } = render(<IdleToaster />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      toast.error('The server cannot be reached.');
    });
    expect(await screen.findByText('The server cannot be reached.')).toBeInTheDocument();
  });

  it('comes at once for a toast raised before it was there (a session that ended as the app started)', async () => {
    Object.assign(window, { requestIdleCallback: () => 1, cancelIdleCallback: () => undefined });
    act(() => {
      toast.error('Unauthorized');
    });
    render(<IdleToaster />);
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
  });
});
