import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FilterTabs } from './list-controls';

const STATUSES = ['all', 'pending', 'confirmed'] as const;

function Statuses() {
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('pending');
  return (
    <>
      <button type="button">Before</button>
      <FilterTabs label="Status" options={STATUSES} selected={(s) => s === status} onSelect={setStatus}>
        {(s) => s}
      </FilterTabs>
    </>
  );
}

describe('a list filter as tabs', () => {
  it('is one Tab stop, the chosen tab; the arrows, Home and End move along and choose', async () => {
    const user = userEvent.setup();
    render(<Statuses />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('tab', { name: 'pending' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'confirmed', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'all', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'confirmed', selected: true })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'all', selected: true })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'confirmed', selected: true })).toHaveFocus();
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });
});
