import type { FastifyRequest } from 'fastify';
import { forbidden, notFound, unauthorized } from './errors.js';
import type { SessionUser } from '../modules/auth/sessions.js';

/**
 * Access control in one place. Routes name their rule as a preHandler:
 * signed out → 401 `error: "Unauthorized"`; a customer on a staff route → 403.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
}

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
  if (request.user.role !== 'admin') throw forbidden();
}

export async function requireCustomer(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
  if (request.user.role !== 'customer') throw forbidden();
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
 * A customer may only name their own id; staff may name any. Another customer's id answers
 * 404, as if it did not exist, so that ids cannot be probed.
 */
export function assertCustomerAccess(request: FastifyRequest, customerId: number): void {
  const user = currentUser(request);
  if (user.role === 'customer' && user.id !== customerId) throw notFound();
}
