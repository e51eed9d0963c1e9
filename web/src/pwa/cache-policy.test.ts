import { describe, expect, it } from 'vitest';
import { inFloristArea, keptAs } from './cache-policy';

const origin = 'https://shop.example';
const kept = (path: string, method = 'GET', at = origin) => keptAs(new URL(path, at), method, origin);

describe('what the service worker keeps (issue 41, decision 045)', () => {
  it("keeps the florist's reads of the shop: catalogue, a product, favourites, offers, their record, last orders", () => {
    for (const path of [
      '/api/products?page=1&limit=24',
      '/api/products?ids=1,2&limit=100',
      '/api/products/12',
      '/api/favourites',
      '/api/offers/active',
      '/api/customer/7',
      '/api/customer/Orders/7?page=1&limit=5',
    ])
      expect(kept(path), path).toBe('data');
    expect(kept('/api/site')).toBe('public');
    expect(kept('/api/images/rose.webp')).toBe('image');
  });

  it('keeps no write, no other origin, and nothing of the back-office or the rest of the API', () => {
    expect(kept('/api/products', 'POST')).toBeNull();
    expect(kept('/api/Customer/Orders', 'POST')).toBeNull();
    expect(kept('/api/products', 'GET', 'https://elsewhere.example')).toBeNull();
    for (const path of ['/api/Orders', '/api/customers', '/api/inventory', '/api/auth/me', '/api/customer/7/profile'])
      expect(kept(path), path).toBeNull();
  });

  it("opens the florist's pages offline, in both languages, and no other", () => {
    const area = (path: string) => inFloristArea(new URL(path, origin));
    expect(area('/customer/tickets/create')).toBe(true);
    expect(area('/fr/customer/tickets/create')).toBe(true);
    expect(area('/admin/tickets')).toBe(false);
    expect(area('/customers')).toBe(false);
    expect(area('/')).toBe(false);
  });
});
