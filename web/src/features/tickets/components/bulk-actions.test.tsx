import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthUser, StaffRole } from '@shop/contract';
import { clearSession, writeAuthUser } from '@/lib/auth-storage';
import { loadEnglishTexts } from '@/test/screen';
import { BulkActions } from './bulk-actions';

const staff = (roles: StaffRole[]): AuthUser => ({ id: 1, role: 'admin', name: 'Staff', language: 'en', roles });

beforeAll(loadEnglishTexts);
afterEach(() => {
  cleanup();
  clearSession();
});

describe('the bulk packing slips of the staff list', () => {
  it('asks first, then prints the selection’s packing slips', async () => {
    writeAuthUser(staff(['owner']));
    const onRun = vi.fn();
    render(<BulkActions ids={[4, 9]} busy={false} onRun={onRun} onClear={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Print packing slips' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Make one PDF of the packing slips of 2 orders, one a page, without prices? A cancelled order is left out.',
    );
    expect(onRun).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, for 2 orders' }));
    expect(onRun).toHaveBeenCalledWith({ action: 'slips', ids: [4, 9] });
  });

  it('is offered only to those who may print packing slips (the server answers 403 to the others)', () => {
    writeAuthUser(staff(['counter']));
    render(<BulkActions ids={[4]} busy={false} onRun={() => undefined} onClear={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Print invoices' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Print packing slips' })).not.toBeInTheDocument();
  });

  it('offers the spreadsheet only to those who may export (the counter may not)', () => {
    writeAuthUser(staff(['counter']));
    render(<BulkActions ids={[4]} busy={false} onRun={() => undefined} onClear={() => undefined} />);
    expect(screen.getByRole('button', { name: 'E-mail invoices' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Export selection' })).not.toBeInTheDocument();
    cleanup();
    writeAuthUser(staff(['office']));
    render(<BulkActions ids={[4]} busy={false} onRun={() => undefined} onClear={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Export selection' })).toBeVisible();
  });
});
