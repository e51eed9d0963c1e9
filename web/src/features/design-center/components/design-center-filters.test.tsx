import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser, StaffRole } from '@shop/contract';
import { clearSession, writeAuthUser } from '@/lib/auth-storage';
import { loadEnglishTexts } from '@/test/screen';
import { DesignCenterFilters, type DesignCenterFilterValues } from './design-center-filters';

const staff = (roles: StaffRole[]): AuthUser => ({ id: 1, role: 'admin', name: 'Staff', language: 'en', roles });
const values: DesignCenterFilterValues = {
  date: '2026-12-08',
  status: '',
  designer: '',
  delivery_method: '',
  delivery_zone: '',
  customer_id: '',
  customer_name: '',
};

function renderAs(roles: StaffRole[], over: Partial<DesignCenterFilterValues> = {}) {
  writeAuthUser(staff(roles));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DesignCenterFilters
        values={{ ...values, ...over }}
        today="2026-12-08"
        designers={[]}
        onChange={() => undefined}
      />
    </QueryClientProvider>,
  );
}

beforeAll(loadEnglishTexts);
afterEach(clearSession);

describe('the design center’s customer filter by role (issue 34, item 7)', () => {
  it('is offered to those who read the customers', () => {
    renderAs(['owner']);
    expect(screen.getByRole('combobox', { name: 'Customer' })).toBeVisible();
  });

  it('is not offered to a designer, whom the customer search would answer 403', () => {
    renderAs(['designer']);
    expect(screen.queryByRole('combobox', { name: 'Customer' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Designer' })).toBeVisible();
  });

  it('still shows a designer the customer an address filters on, to remove it', () => {
    renderAs(['designer'], { customer_id: '7', customer_name: 'Fleurs du Plateau' });
    expect(screen.getByText('Fleurs du Plateau')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show every customer' })).toBeVisible();
  });
});
