import type { AuthUser } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { digest, randomToken } from './tokens.js';

/** A session ends after a week without use, and after 30 days whatever happens. */
export const SESSION_IDLE_MS = 7 * 24 * 3600_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600_000;
/** last_seen_at is written at most this often, so that reads do not all become writes. */
const TOUCH_EVERY_MS = 5 * 60_000;

export interface SessionUser extends AuthUser {
  email: string;
}

export async function createSession(db: Db, clock: Clock, userId: number): Promise<string> {
  const token = randomToken();
  const now = clock.now();
  await db
    .insertInto('sessions')
    .values({
      id_hash: digest(token),
      user_id: userId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
    })
    .execute();
  return token;
}

/** The user of a live session, or null. Only approved, active accounts have live sessions. */
export async function resolveSession(db: Db, clock: Clock, token: string): Promise<SessionUser | null> {
  const now = clock.now();
  const idHash = digest(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.last_seen_at',
      'sessions.expires_at',
      'users.id',
      'users.role',
      'users.name',
      'users.language',
      'users.email',
      'users.status',
      'users.active',
    ])
    .where('sessions.id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row) return null;
  const idleSince = now.getTime() - new Date(row.last_seen_at).getTime();
  if (
    row.expires_at <= now.toISOString() ||
    idleSince > SESSION_IDLE_MS ||
    row.status !== 'approved' ||
    row.active !== 1
  ) {
    await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    return null;
  }
  if (idleSince > TOUCH_EVERY_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now.toISOString() }).where('id_hash', '=', idHash).execute();
  }
  return { id: row.id, role: row.role, name: row.name, language: row.language, email: row.email };
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', digest(token)).execute();
}

/** Ends every session of a user: password change, deactivation, archiving. */
export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
