import { isoDate } from './dates.js';
import { PERMISSIONS, type Permission } from './staff-roles.js';
import { z } from './zod.js';

/**
 * Personal API tokens (issue 40, item 2): a customer's or a staff member's, for their own
 * systems, sent as `Authorization: Bearer <token>`. A token does what its scopes allow of what
 * its owner may do, never more.
 */
export const apiTokenPaths = { list: '/tokens', one: '/tokens/:id' } as const;

/** What a customer's token may be given. */
export const CUSTOMER_TOKEN_SCOPES = ['catalog:read', 'orders:read', 'orders:write', 'invoices:read'] as const;

/** The area of a staff permission: `catalog.write` → `catalog`, `priceLists` → `price-lists`. */
export function permissionArea(permission: Permission): string {
  return permission.split('.')[0]!.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** The areas of staff work, each with a read and a write scope (`orders:read`, `orders:write`). */
export const STAFF_TOKEN_AREAS = [...new Set(PERMISSIONS.map(permissionArea))];
export const STAFF_TOKEN_SCOPES = STAFF_TOKEN_AREAS.flatMap((area) => [`${area}:read`, `${area}:write`]);

/** A token's name is the owner's word for the system that holds it; at most 20 live tokens an account. */
export const API_TOKEN_LIMITS = { nameMax: 80, perAccount: 20 } as const;

export const apiTokenWriteSchema = z.object({
  name: z.string().trim().min(1).max(API_TOKEN_LIMITS.nameMax),
  scopes: z
    .array(z.string().regex(/^[a-z-]+:(read|write)$/))
    .min(1)
    .max(STAFF_TOKEN_SCOPES.length),
  expires_on: isoDate.nullish(),
});
export type ApiTokenWrite = z.infer<typeof apiTokenWriteSchema>;

export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The token's first characters, to tell tokens apart (the token itself is shown once). */
  prefix: z.string(),
  scopes: z.array(z.string()),
  created_at: z.string(),
  expires_on: z.string().nullable(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** GET /api/tokens: the user's tokens, and the scopes they may give a new one (their roles' areas for staff). */
export const apiTokenListSchema = z.object({
  api_tokens: z.array(apiTokenSchema),
  grantable_scopes: z.array(z.string()),
});
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;
