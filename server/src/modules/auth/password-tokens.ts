import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { digest, randomToken } from './tokens.js';

/** Set-password and reset links work once, for 24 hours. */
export const PASSWORD_TOKEN_TTL_MS = 24 * 3600_000;

export async function issuePasswordToken(
  db: Db,
  clock: Clock,
  userId: number,
  purpose: 'set' | 'reset',
): Promise<string> {
  const token = randomToken();
  const now = clock.now();
  await db
    .insertInto('password_tokens')
    .values({
      token_hash: digest(token),
      user_id: userId,
      purpose,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + PASSWORD_TOKEN_TTL_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/**
 * Marks the token used and gives its user, or null when it is unknown, expired or used.
 * The update is conditional, so two concurrent uses cannot both succeed.
 */
export async function consumePasswordToken(db: Db, clock: Clock, token: string): Promise<number | null> {
  const now = clock.now().toISOString();
  const row = await db
    .updateTable('password_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', digest(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Ends every unused link of a user: after one is used, a password change, an e-mail change. */
export async function revokePasswordTokens(db: Db, userId: number, nowIso: string): Promise<void> {
  await db
    .updateTable('password_tokens')
    .set({ used_at: nowIso })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** True when a link was sent to this user within the last `ms` (forgot-password cooldown). */
export async function tokenIssuedSince(db: Db, userId: number, sinceIso: string): Promise<boolean> {
  const row = await db
    .selectFrom('password_tokens')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('created_at', '>=', sinceIso)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
