import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import toast from '@/lib/toast';
import { IdleToaster } from './idle-toaster';

afterEach(cleanup);

describe('the toasts’ container, loaded apart from the page', () => {
  it('comes with the first toast when the reader has not acted yet, and shows it', async () => {
    const { container } = render(<IdleToaster />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
    act(() => {
      toast.error('The server cannot be reached.');
    });
    expect(await screen.findByText('The server cannot be reached.')).toBeInTheDocument();
  });

  it('comes at the reader’s first gesture, before any toast', async () => {
    const { container } = render(<IdleToaster />);
    expect(container).toBeEmptyDOMElement();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await waitFor(() => expect(container).not.toBeEmptyDOMElement());
  });

  it('comes at once for a toast raised before it was there (a session that ended as the app started)', async () => {
    act(() => {
      toast.error('Unauthorized');
    });
    render(<IdleToaster />);
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
  });
});
