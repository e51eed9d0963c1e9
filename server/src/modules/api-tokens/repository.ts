import type { Db } from '../../db/connection.js';

export interface ApiTokenRow {
  id: number;
  user_id: number;
  name: string;
  prefix: string;
  scopes: string;
  created_at: string;
  expires_on: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
}

const COLUMNS = [
  'id',
  'user_id',
  'name',
  'prefix',
  'scopes',
  'created_at',
  'expires_on',
  'last_used_at',
  'revoked_at',
] as const;

export async function insertApiToken(
  db: Db,
  row: Omit<ApiTokenRow, 'id' | 'last_used_at' | 'revoked_at'> & { token_hash: string },
): Promise<ApiTokenRow> {
  return db.insertInto('api_tokens').values(row).returning(COLUMNS).executeTakeFirstOrThrow();
}

/** A user's tokens, the newest first (at most a few dozen: API_TOKEN_LIMITS.perAccount live ones). */
export async function listApiTokens(db: Db, userId: number, limit: number): Promise<ApiTokenRow[]> {
  return db
    .selectFrom('api_tokens')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function countLiveApiTokens(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('api_tokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Revokes one of the user's tokens (another's is not found); the row, or undefined. */
export async function revokeApiToken(
  db: Db,
  userId: number,
  id: number,
  now: string,
): Promise<ApiTokenRow | undefined> {
  await db
    .updateTable('api_tokens')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  return db
    .selectFrom('api_tokens')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** A token by its hash, with what a call needs of its owner (a read-only join of users). */
export async function findApiTokenByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.user_id')
    .select([
      'api_tokens.id',
      'api_tokens.name as token_name',
      'api_tokens.scopes',
      'api_tokens.expires_on',
      'api_tokens.last_used_at',
      'api_tokens.revoked_at',
      'users.id as user_id',
      'users.role',
      'users.name',
      'users.language',
      'users.email',
      'users.status',
      'users.active',
    ])
    .where('api_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function touchApiToken(db: Db, id: number, now: string): Promise<void> {
  await db.updateTable('api_tokens').set({ last_used_at: now }).where('id', '=', id).execute();
}
