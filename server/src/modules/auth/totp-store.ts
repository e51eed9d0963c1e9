import type { StaffRole } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { digest } from './tokens.js';
import { normalizeRecoveryCode } from './totp.js';

/** The queries of the second factor (docs/decisions/024-totp.md): auth owns these tables. */

export function findTotpCredential(db: Db, userId: number) {
  return db
    .selectFrom('totp_credentials')
    .select(['secret', 'confirmed_at', 'last_step'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function hasConfirmedTotp(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('totp_credentials')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of these users have confirmed TOTP. */
export async function usersWithTotp(db: Db, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('totp_credentials')
    .select('user_id')
    .where('user_id', 'in', userIds)
    .where('confirmed_at', 'is not', null)
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

/** A new, unconfirmed secret; replaces one not yet confirmed, never a confirmed one (false then). */
export async function savePendingTotp(db: Db, userId: number, secret: string, nowIso: string): Promise<boolean> {
  const rows = await db
    .insertInto('totp_credentials')
    .values({ user_id: userId, secret, created_at: nowIso, confirmed_at: null, last_step: null })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ secret, created_at: nowIso, last_step: null })
        .where('totp_credentials.confirmed_at', 'is', null),
    )
    .returning('user_id')
    .execute();
  return rows.length > 0;
}

/** Confirms the pending secret with the step of the code that proved it; false if none pending. */
export async function confirmTotp(db: Db, userId: number, step: number, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('totp_credentials')
    .set({ confirmed_at: nowIso, last_step: step })
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Takes a step for a confirmed secret: only if it is later than the last one taken, in one
 * statement, so that a code (or an earlier one) is accepted at most once even by two servers.
 */
export async function takeTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('totp_credentials')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteTotp(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('totp_recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('totp_credentials').where('user_id', '=', userId).execute();
}

/** A recovery code's stored form: salted with the user's id, so that equal codes differ. */
const recoveryHash = (userId: number, code: string) => digest(`${userId}:${normalizeRecoveryCode(code)}`);

export async function replaceRecoveryCodes(db: Db, userId: number, codes: string[], nowIso: string): Promise<void> {
  await db.deleteFrom('totp_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('totp_recovery_codes')
    .values(codes.map((code) => ({ user_id: userId, code_hash: recoveryHash(userId, code), created_at: nowIso })))
    .execute();
}

/** Uses a recovery code once: true if it was one of the user's, unused until now. */
export async function useRecoveryCode(db: Db, userId: number, code: string, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('totp_recovery_codes')
    .set({ used_at: nowIso })
    .where('user_id', '=', userId)
    .where('code_hash', '=', recoveryHash(userId, code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('totp_recovery_codes')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The second step of a sign-in: only the token's digest is stored. `attempt` is the account's
 * count the right password took: its first code uses that try (takeChallengeAttempt).
 */
export async function createLoginChallenge(
  db: Db,
  values: {
    token: string;
    userId: number;
    nowIso: string;
    expiresIso: string;
    attempt: number;
    ip?: string | undefined;
    userAgent?: string | undefined;
  },
): Promise<void> {
  await db
    .insertInto('login_challenges')
    .values({
      token_hash: digest(values.token),
      user_id: values.userId,
      created_at: values.nowIso,
      expires_at: values.expiresIso,
      ip: values.ip ?? null,
      user_agent: values.userAgent?.slice(0, 500) ?? null,
      attempt: values.attempt,
    })
    .execute();
}

/**
 * Gives the try the right password took (`attempt`, read with the challenge) to one code: true
 * for the one caller that took it; every other code takes a try of its own.
 */
export async function takeChallengeAttempt(db: Db, token: string, attempt: number): Promise<boolean> {
  const result = await db
    .updateTable('login_challenges')
    .set({ attempt: null })
    .where('token_hash', '=', digest(token))
    .where('attempt', '=', attempt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findLoginChallenge(db: Db, token: string) {
  return db
    .selectFrom('login_challenges')
    .select(['user_id', 'expires_at', 'attempt'])
    .where('token_hash', '=', digest(token))
    .executeTakeFirst();
}

/** Uses the challenge up: true for the one caller that deleted it. */
export async function consumeLoginChallenge(db: Db, token: string): Promise<boolean> {
  const rows = await db
    .deleteFrom('login_challenges')
    .where('token_hash', '=', digest(token))
    .returning('user_id')
    .execute();
  return rows.length > 0;
}

export async function purgeLoginChallenges(db: Db, beforeIso: string): Promise<void> {
  await db.deleteFrom('login_challenges').where('expires_at', '<', beforeIso).execute();
}

/** The shop's sign-in settings: key → value. */
/** 'optional' or 'owner_office' (contract's SECOND_FACTOR_POLICIES); absent is optional. */
export const SECOND_FACTOR_KEY = 'second_factor';

export async function readAuthSetting(db: Db, key: string): Promise<string | null> {
  const row = await db.selectFrom('auth_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value ?? null;
}

export async function writeAuthSetting(
  db: Db,
  key: string,
  value: string,
  by: { id: number | null; nowIso: string },
): Promise<void> {
  await db
    .insertInto('auth_settings')
    .values({ key, value, updated_at: by.nowIso, updated_by: by.id })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: by.nowIso, updated_by: by.id }))
    .execute();
}

/** Roles the setting applies to: they see and change money and customers. */
export const TOTP_ROLES: readonly StaffRole[] = ['owner', 'office'];

/**
 * Whether this staff member must enrol before using the back-office: the setting is on, they
 * hold an owner or office role, and they have no confirmed TOTP.
 */
export async function totpEnrolmentRequired(db: Db, userId: number, roles: readonly StaffRole[]): Promise<boolean> {
  if (!roles.some((r) => TOTP_ROLES.includes(r))) return false;
  if ((await readAuthSetting(db, SECOND_FACTOR_KEY)) !== 'owner_office') return false;
  return !(await hasConfirmedTotp(db, userId));
}
