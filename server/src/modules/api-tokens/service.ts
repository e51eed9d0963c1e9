import { createHash, randomBytes } from 'node:crypto';
import { can, PERMISSIONS, type AuthUser } from '@shop/contract';
import {
  API_TOKEN_LIMITS,
  CUSTOMER_TOKEN_SCOPES,
  STAFF_TOKEN_AREAS,
  permissionArea,
  type ApiToken,
  type ApiTokenWrite,
} from '@shop/contract/api-tokens';
import type { Db } from '../../db/connection.js';
import { DomainError } from '../../errors/domain-error.js';
import type { Clock } from '../../lib/clock.js';
import { businessDate } from '../../lib/business-date.js';
import { findStaffRoles } from '../users/index.js';
import {
  countLiveApiTokens,
  findApiTokenByHash,
  insertApiToken,
  listApiTokens,
  revokeApiToken,
  touchApiToken,
  type ApiTokenRow,
} from './repository.js';
import type { TokenCache } from './token-cache.js';

export interface ApiTokenDeps {
  db: Db;
  clock: Clock;
  /** The tokens this server has resolved (PostgreSQL; token-cache.ts); none: each call looks up. */
  cache?: TokenCache;
}

/** Tokens read `fwt_` and 43 characters of randomness (256 bits); only their SHA-256 is kept. */
const PREFIX = 'fwt_';
export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const looksLikeApiToken = (token: string) => /^fwt_[A-Za-z0-9_-]{43}$/.test(token);

/** last_used_at is written at most this often, so that calls do not all become writes. */
const TOUCH_EVERY_MS = 60_000;

function present(row: ApiTokenRow): ApiToken {
  const { user_id: _owner, scopes, ...rest } = row;
  return { ...rest, scopes: scopes.split(' ') };
}

/** The scopes a user may give their tokens: a customer's four; staff, the areas their roles reach. */
export function grantableScopes(user: Pick<AuthUser, 'role' | 'roles'>): string[] {
  if (user.role === 'customer') return [...CUSTOMER_TOKEN_SCOPES];
  const areas = new Set(PERMISSIONS.filter((p) => can(user.roles, p)).map(permissionArea));
  return STAFF_TOKEN_AREAS.filter((area) => areas.has(area)).flatMap((area) => [`${area}:read`, `${area}:write`]);
}

export async function listTokens(deps: ApiTokenDeps, userId: number): Promise<ApiToken[]> {
  return (await listApiTokens(deps.db, userId, 100)).map(present);
}

/** A new token: its row, and the token itself, which is never shown again. */
export async function createToken(
  deps: ApiTokenDeps,
  user: Pick<AuthUser, 'id' | 'role' | 'roles'>,
  write: ApiTokenWrite,
): Promise<{ apiToken: ApiToken; token: string }> {
  const grantable = grantableScopes(user);
  const refused = write.scopes.find((scope) => !grantable.includes(scope));
  if (refused) throw new DomainError('API_TOKEN_SCOPE_NOT_ALLOWED', { scope: refused });
  const now = deps.clock.now();
  if (write.expires_on && write.expires_on < businessDate(now)) throw new DomainError('API_TOKEN_EXPIRY_PAST');
  if ((await countLiveApiTokens(deps.db, user.id)) >= API_TOKEN_LIMITS.perAccount)
    throw new DomainError('API_TOKEN_LIMIT', { max: API_TOKEN_LIMITS.perAccount });
  const token = PREFIX + randomBytes(32).toString('base64url');
  const row = await insertApiToken(deps.db, {
    user_id: user.id,
    name: write.name,
    token_hash: hashApiToken(token),
    prefix: token.slice(0, PREFIX.length + 4),
    scopes: [...new Set(write.scopes)].sort().join(' '),
    created_at: now.toISOString(),
    expires_on: write.expires_on ?? null,
  });
  return { apiToken: present(row), token };
}

/** Revokes one of the user's tokens at once: the next call with it is refused. */
export async function revokeToken(deps: ApiTokenDeps, userId: number, id: number): Promise<ApiToken> {
  const row = await revokeApiToken(deps.db, userId, id, deps.clock.now().toISOString());
  if (!row) throw new DomainError('API_TOKEN_NOT_FOUND');
  // This server at once; the others as the revocation's notice reaches them (migration 0065).
  deps.cache?.clear();
  return present(row);
}

export interface TokenHolder {
  user: AuthUser & { email: string };
  token: { id: number; name: string; scopes: string[] };
}

/**
 * Who a token signs in, or null: an unknown, revoked or expired token, or one whose account is
 * no longer approved and active (a deactivated account's tokens stop at once). One indexed
 * lookup of the hash, or none when this server has it in its cache (emptied by any change that
 * could refuse it, on every server); the last use is written at most once a minute.
 */
export async function resolveToken(deps: ApiTokenDeps, token: string): Promise<TokenHolder | null> {
  const hash = hashApiToken(token);
  const now = deps.clock.now();
  const cached = deps.cache?.get(hash, now.getTime());
  const ticket = deps.cache?.ticket() ?? 0;
  const found = cached ?? (await lookUp(deps.db, hash));
  if (!found) return null;
  if (found.expiresOn && found.expiresOn < businessDate(now)) return null;
  if (!found.lastUsedAt || now.getTime() - new Date(found.lastUsedAt).getTime() > TOUCH_EVERY_MS) {
    found.lastUsedAt = now.toISOString();
    await touchApiToken(deps.db, found.holder.token.id, found.lastUsedAt);
  }
  if (!cached) deps.cache?.keep(ticket, hash, found, now.getTime());
  return found.holder;
}

/** A live token's holder, its expiry and last use; null: unknown, revoked, or its account stopped. */
async function lookUp(db: Db, hash: string) {
  const row = await findApiTokenByHash(db, hash);
  if (!row || row.revoked_at) return null;
  if (row.status !== 'approved' || row.active !== 1) return null;
  const roles = row.role === 'admin' ? await findStaffRoles(db, row.user_id) : [];
  const holder: TokenHolder = {
    user: { id: row.user_id, role: row.role, name: row.name, language: row.language, email: row.email, roles },
    token: { id: row.id, name: row.token_name, scopes: row.scopes.split(' ') },
  };
  return { holder, expiresOn: row.expires_on, lastUsedAt: row.last_used_at };
}
