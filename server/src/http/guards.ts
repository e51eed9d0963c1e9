import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, type Permission } from '@shop/contract';
import { DomainError } from '../errors/domain-error.js';
import { forbidden, notFound, unauthorized } from './errors.js';
import type { SessionUser } from '../modules/auth/sessions.js';

/**
 * Access control in one place. Routes name their rule as a preHandler:
 * signed out → 401 `error: "Unauthorized"`; a customer on a staff route, or a staff member
 * whose roles lack the route's permission → 403 (contract's PERMISSION_ROLES, issue 15).
 * Each guard carries its rule (`access`), so that the app's route table says who may call
 * what (`app.routeAccess`) and the permission matrix test can call every route as every role.
 */
export type Access =
  | { kind: 'signedIn' }
  | { kind: 'staff' }
  | { kind: 'customer' }
  | { kind: 'permission'; permission: Permission }
  | { kind: 'customerOr'; permission: Permission };

type Guard = ((request: FastifyRequest) => Promise<void>) & { access: Access };

function guard(access: Access, check: (request: FastifyRequest) => void): Guard {
  return Object.assign(
    async (request: FastifyRequest) => {
      check(request);
      refuseUntilEnrolled(request);
    },
    { access },
  );
}

/** What a staff member who must set up TOTP may still call: who they are, enrolment, sessions. */
const BEFORE_ENROLMENT = /^\/api\/auth\/(me|totp|sessions|change-password)(\/|$)/i;

/**
 * The owner's setting (docs/decisions/024-totp.md): an owner or office member without TOTP is
 * refused every guarded route but enrolment's, with 403 `TotpEnrolmentRequired`.
 */
function refuseUntilEnrolled(request: FastifyRequest): void {
  if (!request.user?.totp_enrolment_required) return;
  if (BEFORE_ENROLMENT.test(request.routeOptions.url ?? '')) return;
  throw new DomainError('TOTP_ENROLMENT_REQUIRED');
}

export const requireUser = guard({ kind: 'signedIn' }, (request) => {
  if (!request.user) throw unauthorized();
});

/** Any staff member, whatever their roles: their own account's settings (TOTP). */
export const requireStaff = guard({ kind: 'staff' }, (request) => {
  if (!request.user) throw unauthorized();
  if (request.user.role !== 'admin') throw forbidden();
});

export const requireCustomer = guard({ kind: 'customer' }, (request) => {
  if (!request.user) throw unauthorized();
  if (request.user.role !== 'customer') throw forbidden();
});

const permissionGuards = new Map<Permission, Guard>();

/** A staff route: the signed-in staff member must hold a role with this permission. */
export function requirePermission(permission: Permission): Guard {
  let found = permissionGuards.get(permission);
  if (!found) {
    found = guard({ kind: 'permission', permission }, (request) => {
      if (!request.user) throw unauthorized();
      if (!hasPermission(request, permission)) throw forbidden();
    });
    permissionGuards.set(permission, found);
  }
  return found;
}

const customerOrGuards = new Map<Permission, Guard>();

/**
 * A route of one customer's row (an order's PDF, a claim): a customer may call it (the handler
 * answers 404 for another customer's row), staff need the permission of the row's list, so that a
 * driver reads no invoice that GET /api/Orders/{id} would refuse them (issue 35).
 */
export function requireCustomerOr(permission: Permission): Guard {
  let found = customerOrGuards.get(permission);
  if (!found) {
    found = guard({ kind: 'customerOr', permission }, (request) => {
      if (!request.user) throw unauthorized();
      if (request.user.role !== 'customer' && !hasPermission(request, permission)) throw forbidden();
    });
    customerOrGuards.set(permission, found);
  }
  return found;
}

/** Whether the signed-in user is staff holding the permission (false for a customer). */
export function hasPermission(request: FastifyRequest, permission: Permission): boolean {
  const user = request.user;
  return user?.role === 'admin' && can(user.roles, permission);
}

/** The signed-in user, for handlers behind one of the guards above. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * The signed-in user with the request's address: what routes pass to services that write, so
 * that their stamp (inventory's LedgerStamp, accounts' MoneyActor) and the audit trail know who
 * and from where. Services never see the request.
 */
export function requestActor(request: FastifyRequest): SessionUser & { ip: string | null } {
  return { ...currentUser(request), ip: request.ip ?? null };
}

/** Whether the signed-in user is staff: staff see drafts, inactive products and unpublished lists. */
export function isStaff(request: FastifyRequest): boolean {
  return currentUser(request).role === 'admin';
}

/**
 * A customer may only name their own id; staff who may read customers may name any. Another
 * customer's id answers 404, as if it did not exist, so that ids cannot be probed; a staff
 * member without the customers permission (a driver, a designer) gets 403.
 */
export function assertCustomerAccess(request: FastifyRequest, customerId: number): void {
  const user = currentUser(request);
  if (user.role === 'customer') {
    if (user.id !== customerId) throw notFound();
    return;
  }
  if (!can(user.roles, 'customers.read')) throw forbidden();
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Each API route's access rule, by `METHOD /path` (Fastify's path, `:id` params). */
    routeAccess: Map<string, Access>;
  }
}

/**
 * Records the guard of every route as it is declared (call after the session plugin, before
 * the routes), and runs it before the body and query are validated: a caller who may not use
 * a route hears 401 or 403, never what the route expects.
 */
export function registerAccessTable(app: FastifyInstance): void {
  const table = new Map<string, Access>();
  app.decorate('routeAccess', table);
  app.addHook('onRoute', (route) => {
    const handlers = [route.preHandler ?? []].flat() as Array<Partial<Guard>>;
    const guards = handlers.filter((h) => h.access) as Guard[];
    if (guards.length === 0) return;
    for (const method of [route.method].flat()) table.set(`${method} ${route.url}`, guards[0]!.access);
    route.preHandler = handlers.filter((h) => !h.access) as typeof route.preHandler;
    route.preValidation = [...[route.preValidation ?? []].flat(), ...guards] as typeof route.preValidation;
  });
}
