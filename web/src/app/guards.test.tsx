import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthUser } from '@shop/contract';
import { clearSession, writeAuthUser } from '@/lib/auth-storage';
import { guardRedirect, RedirectIfSignedIn, RequireAdmin, RequireAuth, RequireCustomer } from './guards';

const admin: AuthUser = { id: 1, role: 'admin', name: 'Staff', language: 'fr', roles: ['owner'] };
const customer: AuthUser = { id: 2, role: 'customer', name: 'Fleuriste', language: 'en', roles: [] };

describe('guardRedirect (SPEC §6)', () => {
  it.each([
    ['signedIn', null, 'en', '/login'],
    ['signedIn', null, 'fr', '/fr/login'],
    ['customer', null, 'fr', '/fr/login'],
    ['admin', null, 'en', '/login'],
    ['admin', customer, 'en', '/'],
    ['admin', customer, 'fr', '/fr'],
    ['admin', admin, 'en', null],
    ['customer', admin, 'en', '/admin/customers'],
    ['customer', admin, 'fr', '/fr/admin/customers'],
    ['customer', customer, 'en', null],
    ['signedIn', customer, 'en', null],
    ['signedIn', admin, 'en', null],
    ['guestOnly', null, 'en', null],
    ['guestOnly', admin, 'en', '/admin/customers'],
    ['guestOnly', customer, 'fr', '/customer/tickets/create'],
    ['guestOnly', { ...customer, language: 'fr' }, 'en', '/fr/customer/tickets/create'],
  ] as const)('%s with %o in %s goes to %s', (kind, user, language, expected) => {
    expect(guardRedirect(kind, user, language)).toBe(expected);
  });
});

function Where() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname ?? '';
  return <p data-testid="where">{`${location.pathname}|${from}`}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/:lang?',
        element: <Outlet />,
        children: [
          { index: true, element: <Where /> },
          { element: <RedirectIfSignedIn />, children: [{ path: 'login', element: <Where /> }] },
          { element: <RequireAuth />, children: [{ path: 'price-list', element: <Where /> }] },
          { path: 'customer', element: <RequireCustomer />, children: [{ path: '*', element: <Where /> }] },
          { path: 'admin', element: <RequireAdmin />, children: [{ path: '*', element: <Where /> }] },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  cleanup();
  render(<RouterProvider router={router} />);
  return screen.getByTestId('where').textContent;
}

describe('guards driven by the authUser record', () => {
  afterEach(() => clearSession());

  it('send a signed-out visitor to /login, keeping /fr and passing the origin', () => {
    expect(renderAt('/fr/customer/tickets')).toBe('/fr/login|/fr/customer/tickets');
    expect(renderAt('/price-list')).toBe('/login|/price-list');
  });

  it('send a customer away from any /admin path to home', () => {
    writeAuthUser(customer);
    expect(renderAt('/admin/customers')).toBe('/|');
    expect(renderAt('/fr/admin/inventory')).toBe('/fr|');
  });

  it('send an admin from customer routes and from /login to /admin/customers', () => {
    writeAuthUser(admin);
    expect(renderAt('/customer/orders')).toBe('/admin/customers|');
    expect(renderAt('/fr/login')).toBe('/fr/admin/customers|');
  });

  // Opening /login signed in is /login's loader's (routes.tsx): the guard answers a session that
  // appears on the page, the form's sign-in, and agrees with the form on where it lands.
  it('let each role through where it belongs; a customer who signs in on /login lands in the shop', () => {
    writeAuthUser(customer);
    expect(renderAt('/customer/tickets')).toBe('/customer/tickets|');
    expect(renderAt('/login')).toBe('/customer/tickets/create|');
  });

  it('ignore a tampered record', () => {
    localStorage.setItem('authUser', JSON.stringify({ id: 1, role: 'superuser', name: 'x', language: 'en' }));
    expect(renderAt('/admin/customers')).toBe('/login|/admin/customers');
  });
});
