import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lastMonth, MonthField } from './month-field';

function Page() {
  const [month, setMonth] = useState('2026-10');
  return (
    <>
      <MonthField label="Month" month={month} onMonth={setMonth} />
      <p>Statements of {month}</p>
    </>
  );
}

describe('MonthField', () => {
  it('gives whole months only, and shows the month in use again when left cleared', () => {
    render(<Page />);
    const field = screen.getByLabelText('Month');
    fireEvent.change(field, { target: { value: '2026-03' } });
    expect(screen.getByText('Statements of 2026-03')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '' } });
    expect(screen.getByText('Statements of 2026-03')).toBeInTheDocument();
    fireEvent.blur(field);
    expect(field).toHaveValue('2026-03');
  });

  it('starts at last month', () => {
    expect(lastMonth()).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
  });
});
