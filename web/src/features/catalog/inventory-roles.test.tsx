import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser, InventoryItem, StaffRole } from '@shop/contract';
import { clearSession, writeAuthUser } from '@/lib/auth-storage';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import InventoryPage from './inventory-page';

const staff = (roles: StaffRole[]): AuthUser => ({ id: 1, role: 'admin', name: 'Staff', language: 'en', roles });
const item: InventoryItem = {
  id: 5,
  sku: 'ROS-RED-60',
  name_en: 'Red rose',
  name_fr: 'Rose rouge',
  description_en: null,
  description_fr: null,
  category: 'roses',
  category_id: 1,
  category_name_en: 'Roses',
  category_name_fr: 'Roses',
  variety: null,
  colour_id: null,
  colour: null,
  grade: null,
  stems_per_bunch: null,
  color: null,
  length_cm: null,
  origin: null,
  unit: 'bunch',
  stems_per_unit: 25,
  price_cents: 2500,
  packs: [{ id: 50, kind: 'bunch', units: 1, stems: 25, price_cents: 2500, active: true }],
  fresh: true,
  sections: [],
  active: true,
  on_hand: 40,
  low_stock_at: 5,
  arrived_on: null,
  arrived_at: null,
  image: null,
  pictures: [],
  age_days: null,
};

function renderAs(roles: StaffRole[], row: InventoryItem = item) {
  writeAuthUser(staff(roles));
  fakeApi(({ path }) =>
    path.startsWith('/inventory?')
      ? [200, { success: true, data: { items: [row], pagination: { page: 1, limit: 25, total: 1 } } }]
      : [404, { success: false, message: 'Not found' }],
  );
  renderScreen(<InventoryPage />, '/admin/inventory', '/admin/inventory');
}

beforeAll(loadEnglishTexts);
afterEach(clearSession);

describe('the inventory by role (issue 34, item 7)', () => {
  it('lets the counter keep the stock but not change the catalogue (catalog.write is the owner’s)', async () => {
    renderAs(['counter']);
    expect(await screen.findByRole('button', { name: 'Adjust the stock of Red rose' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Receive stock' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New product' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Red rose' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Red rose' })).not.toBeInTheDocument();
  });

  it('offers the owner New product, Edit and Remove', async () => {
    renderAs(['owner']);
    expect(await screen.findByRole('button', { name: 'Edit Red rose' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove Red rose' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'New product' })).toBeVisible();
  });

  it('shows the owner and the office the cost and margin the server gives, and no one else (issue 37 item 6)', async () => {
    renderAs(['owner'], { ...item, cost_cents: 1620, margin_cents: 880 });
    expect(await screen.findByText('Cost $16.20 · margin $8.80')).toBeVisible();
  });

  it('says a cost not known as such, never $0.00', async () => {
    renderAs(['office'], { ...item, cost_cents: null, margin_cents: null });
    expect(await screen.findByText('Cost not known')).toBeVisible();
  });

  it('shows no cost where the reply carries none (the counter, say)', async () => {
    renderAs(['counter']);
    expect(await screen.findByRole('button', { name: 'Adjust the stock of Red rose' })).toBeVisible();
    expect(screen.queryByText(/^Cost/)).not.toBeInTheDocument();
  });
});
