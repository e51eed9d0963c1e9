import type { AuthUser } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { compiledOnce, type Take } from '../../db/compiled-once.js';
import type { Clock } from '../../lib/clock.js';
import { findStaffRoles } from '../users/index.js';
import { deviceName } from './devices.js';
import { digest, randomToken } from './tokens.js';
import { totpEnrolmentRequired } from './totp-store.js';

/** A session ends after a week without use, and after 30 days whatever happens. */
export const SESSION_IDLE_MS = 7 * 24 * 3600_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600_000;
/** last_seen_at is written at most this often, so that reads do not all become writes. */
const TOUCH_EVERY_MS = 5 * 60_000;

export interface SessionUser extends AuthUser {
  email: string;
  /** Signed in by an API token (issue 40) rather than a session: its name, for the audit trail. */
  via_token?: string;
}

/** Where a session was opened from, shown in its holder's list of sessions. */
export interface SessionOrigin {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

export async function createSession(db: Db, clock: Clock, userId: number, origin: SessionOrigin = {}): Promise<string> {
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
      user_agent: origin.userAgent?.slice(0, 500) ?? null,
      ip: origin.ip ?? null,
    })
    .execute();
  return token;
}

/** The user of a live session, or null. Only approved, active accounts have live sessions. */
export async function resolveSession(db: Db, clock: Clock, token: string): Promise<SessionUser | null> {
  const now = clock.now();
  const idHash = digest(token);
  const [row] = (await sessionUserQuery(db, idHash)).rows;
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
  const roles = row.role === 'admin' ? await findStaffRoles(db, row.id) : [];
  const user: SessionUser = {
    id: row.id,
    role: row.role,
    name: row.name,
    language: row.language,
    email: row.email,
    roles,
  };
  if (row.role === 'admin' && (await totpEnrolmentRequired(db, row.id, roles))) user.totp_enrolment_required = true;
  return user;
}

const sessionUserQuery = compiledOnce((db, take: Take<string>) =>
  db
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
    .where(
      'sessions.id_hash',
      '=',
      take((idHash) => idHash),
    ),
);

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', digest(token)).execute();
}

/** Ends every session of a user: password change, deactivation, archiving. */
export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Ends every session of a user but the one of this token (enrolling in two-step sign-in). */
export async function revokeOtherSessions(db: Db, userId: number, keepToken: string | undefined): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepToken) query = query.where('id_hash', '!=', digest(keepToken));
  await query.execute();
}

/** A user's live sessions, the latest used first; `current` marks the one of this token. */
export async function listUserSessions(db: Db, clock: Clock, userId: number, currentToken?: string) {
  const now = clock.now();
  const rows = await db
    .selectFrom('sessions')
    .select(['id_hash', 'created_at', 'last_seen_at', 'expires_at', 'user_agent', 'ip'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now.toISOString())
    .where('last_seen_at', '>', new Date(now.getTime() - SESSION_IDLE_MS).toISOString())
    .orderBy('last_seen_at', 'desc')
    .execute();
  const current = currentToken ? digest(currentToken) : undefined;
  return rows.map((r) => ({
    // The hash's head names the session: enough to end it, useless as a cookie.
    id: r.id_hash.slice(0, SESSION_ID_LENGTH),
    device: deviceName(r.user_agent),
    ip: r.ip,
    created_at: r.created_at,
    last_seen_at: r.last_seen_at,
    current: r.id_hash === current,
  }));
}

const SESSION_ID_LENGTH = 16;

/** Ends one session of a user by the id listUserSessions gave; false when there is none. */
export async function revokeUserSession(db: Db, userId: number, id: string): Promise<boolean> {
  if (!/^[0-9a-f]+$/i.test(id) || id.length !== SESSION_ID_LENGTH) return false;
  const rows = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('id_hash', 'like', `${id}%`)
    .returning('id_hash')
    .execute();
  return rows.length > 0;
}

/** When each of these users last used a session; absent when they are signed in nowhere. */
export async function lastSeenOf(db: Db, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('sessions')
    .select(['user_id', (eb) => eb.fn.max('last_seen_at').as('last_seen_at')])
    .where('user_id', 'in', userIds)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((r) => [r.user_id, String(r.last_seen_at)]));
}
