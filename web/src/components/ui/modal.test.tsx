import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Adjust</button>
      <Modal open={open} onOpenChange={setOpen} title="Adjust the stock">
        <label>
          Note <input />
        </label>
        <label>
          Quantity <input data-autofocus />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('focuses the field marked data-autofocus, and gives the focus back to the opener when closed', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Adjust' }));
    await waitFor(() => expect(screen.getByLabelText('Quantity')).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Adjust' })).toHaveFocus();
  });
});
