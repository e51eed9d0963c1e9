import type { AuthUser } from '@shop/contract';
import { permissionArea } from '@shop/contract/api-tokens';
import type { Access } from '../../http/guards.js';

/** Any token may call it, whatever its scopes: who the token signs in as. */
export const ANY_SCOPE = '*';

/**
 * The calls a token may make outside the staff permissions, with the scope each needs (by
 * `METHOD /path` as the routes declare it): a customer's catalogue, orders and invoices, which
 * staff tokens may read too. A call in neither this table nor a staff permission is never made
 * with a token (the account's own settings, sessions, passwords, the tokens themselves).
 */
const ROUTE_SCOPES: Record<string, string> = {
  'GET /api/auth/me': ANY_SCOPE,
  'GET /api/products': 'catalog:read',
  'GET /api/products/:id': 'catalog:read',
  'GET /api/pricelists': 'catalog:read',
  'GET /api/pricelists/:id': 'catalog:read',
  'GET /api/pricelists/:id/file': 'catalog:read',
  'GET /api/pricelists/live/:section': 'catalog:read',
  'GET /api/offers/active': 'catalog:read',
  'GET /api/offers/:id': 'catalog:read',
  'GET /api/favourites': 'catalog:read',
  'GET /api/customer/weborder/tickets/:customerId': 'orders:read',
  'GET /api/customer/Orders/:customerId': 'orders:read',
  'GET /api/customer/tickets/:id': 'orders:read',
  'GET /api/customer/claims': 'orders:read',
  'POST /api/Customer/Orders': 'orders:write',
  'POST /api/customer/tickets/:id/cancel': 'orders:write',
  'POST /api/customer/claims': 'orders:write',
  'GET /api/Orders/:id/invoice.pdf': 'invoices:read',
  'GET /api/Orders/:id/documents/:documentId.pdf': 'invoices:read',
  'GET /api/customer/statement/:id': 'invoices:read',
  'GET /api/customer/statement/:id/statement.pdf': 'invoices:read',
  'GET /api/customer/Orders/payments/:id': 'invoices:read',
  'GET /api/customer/Orders/payments/:id/payments.pdf': 'invoices:read',
  'GET /api/customers/:id/statement.pdf': 'invoices:read',
};

/**
 * The scope a token needs for a call: undefined for a public call (no sign-in needed), null for
 * one no token may make. Staff calls under a permission need its area's read scope (GET) or
 * write scope (anything else): `catalog.write` → `catalog:read`, `catalog:write`. The guards
 * still check the owner's roles: a token narrows what its owner may do, never widens it.
 */
export function requiredScope(
  method: string,
  url: string,
  access: Access | undefined,
  user: Pick<AuthUser, 'role'>,
): string | null | undefined {
  if (!access) return undefined;
  const kind = method === 'GET' || method === 'HEAD' ? 'read' : 'write';
  if (user.role === 'admin' && (access.kind === 'permission' || access.kind === 'customerOr'))
    return `${permissionArea(access.permission)}:${kind}`;
  return ROUTE_SCOPES[`${method === 'HEAD' ? 'GET' : method} ${url}`] ?? null;
}

/** What the API's document says of a call with a token: the scope it needs, or null if none may. */
export function tokenScopeNote(method: string, url: string, access: Access | undefined): string | null {
  if (!access) return null;
  const customer = requiredScope(method, url, access, { role: 'customer' });
  const staff = requiredScope(method, url, access, { role: 'admin' });
  const named = (scope: string) => (scope === ANY_SCOPE ? 'any scope' : `the scope \`${scope}\``);
  if (customer && staff && customer !== staff)
    return `With an API token: ${named(customer)} (a customer’s token), ${named(staff)} (a staff member’s).`;
  const scope = customer ?? staff;
  return scope ? `With an API token: ${named(scope)}.` : null;
}
