import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from '@/components/form/text-field';
import { focusOnMount } from './focus-on-mount';

function Later() {
  const [shown, setShown] = useState(false);
  return (
    <>
      <button onClick={() => setShown(true)}>Show</button>
      {shown && <TextField label="Reason" ref={focusOnMount} />}
    </>
  );
}

describe('focusOnMount', () => {
  it('focuses a field that appears after something else had the focus', () => {
    render(<Later />);
    const button = screen.getByRole('button', { name: 'Show' });
    button.focus();
    act(() => button.click());
    expect(screen.getByLabelText('Reason')).toHaveFocus();
  });
});
