import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEnglishTexts } from '@/test/screen';
import { AuditChangesList } from './audit-changes';

beforeAll(loadEnglishTexts);

describe('a staff member’s changes in the trail', () => {
  it('names the roles as the staff page does, and says yes or no for active', () => {
    const changes = { roles: [['office'], ['office', 'counter']], active: [true, false] } as const;
    const router = createMemoryRouter([
      { path: '*', element: <AuditChangesList changes={changes as unknown as Record<string, [unknown, unknown]>} /> },
    ]);
    render(<RouterProvider router={router} />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Roles: Office →  becomes Office, Counter', 'Active: yes →  becomes no']);
  });
});

describe('an order’s changes in the trail', () => {
  it('names its codes as the screens do, in the reader’s language', async () => {
    const changes = {
      status: ['pending', 'confirmed'],
      delivery_method: [null, 'delivery'],
      delivery_zone: [null, 'montreal-laval'],
      po_number: [null, 'PO-7'],
    };
    const router = createMemoryRouter([
      { path: '*', element: <AuditChangesList changes={changes as unknown as Record<string, [unknown, unknown]>} /> },
    ]);
    render(<RouterProvider router={router} />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toBe('Status: Pending →  becomes Confirmed');
    expect(items[1]).toMatch(/: — → {2}becomes Delivery$/);
    expect(items[2]).toMatch(/: — → {2}becomes Greater Montreal and Laval$/);
    // A code that names nothing stays as it is.
    expect(items[3]).toMatch(/PO-7$/);
  });
});
