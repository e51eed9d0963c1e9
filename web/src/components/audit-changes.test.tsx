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
