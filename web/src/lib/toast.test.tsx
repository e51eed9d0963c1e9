import { act, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import toast from './toast';

describe('the app’s toasts, with react-hot-toast loaded at the first one', () => {
  it('answers the id at once, shows each kind once loaded, and dismisses by id', async () => {
    render(<Toaster />);
    let saved = '';
    let failed = '';
    act(() => {
      saved = toast.success('Saved', { duration: 60_000 });
      failed = toast.error('It failed', { id: 'failure' });
      toast('Note');
    });
    expect(saved).toMatch(/^toast-\d+$/);
    expect(failed).toBe('failure');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('It failed')).toBeInTheDocument();
    expect(screen.getByText('Note')).toBeInTheDocument();
    act(() => {
      toast.error('It failed again', { id: 'failure' });
    });
    // The same id replaces the toast rather than adding one.
    expect(await screen.findByText('It failed again')).toBeInTheDocument();
    expect(screen.queryByText('It failed')).not.toBeInTheDocument();
    act(() => toast.dismiss(saved));
    // Gone once its leaving animation has run (react-hot-toast removes it a second later).
    await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(screen.getByText('Note')).toBeInTheDocument();
  });
});
