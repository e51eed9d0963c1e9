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

describe('packs in the trail (decision 052)', () => {
  it('reads a product’s packs and a line’s pack as staff write them', () => {
    const changes = {
      packs: [
        [{ kind: 'stem', units: 1, stems: 1, price_cents: 100, active: true }],
        [
          { kind: 'stem', units: 1, stems: 1, price_cents: 110, active: false },
          { kind: 'box', units: 120, stems: 120, price_cents: 9600, active: true },
        ],
      ],
      'lines.7.pack': [
        { id: 1, kind: 'box', stems: 120 },
        { id: 2, kind: 'bunch', stems: 10 },
      ],
    };
    const router = createMemoryRouter([
      {
        path: '*',
        element: (
          <AuditChangesList
            changes={changes as unknown as Record<string, [unknown, unknown]>}
            lineName={() => 'Rose'}
          />
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'Packs: stem, $1.00 →  becomes stem, $1.10 (not offered); box of 120, $96.00',
      'Line Rose: pack: box of 120 →  becomes bunch of 10',
    ]);
  });
});
