import type { AuthUser, Language } from '@shop/contract';
import { hasNoEmail } from '@shop/contract';
import { isStrongEnough } from '@shop/contract/password-strength';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { DomainError } from '../../errors/domain-error.js';
import type { Clock } from '../../lib/clock.js';
import { enqueueMail, accountMail } from '../mail/index.js';
import { findCredentialsByEmail, findStaffRoles, findUserById, updatePasswordHash } from '../users/index.js';
import {
  ACCOUNT_LOCK_AFTER,
  ACCOUNT_LOCK_MINUTES,
  accountWait,
  captchaRequired,
  clearFailures,
  recordFailure,
  subjectsOf,
  takeAttemptOrRefuse,
  waitError,
} from './login-failures.js';
import { linkFor } from './links.js';
import { hashPassword, verifyPassword } from './password.js';
import { consumePasswordToken, issuePasswordToken, revokePasswordTokens, tokenIssuedSince } from './password-tokens.js';
import { createSession, revokeUserSessions, type SessionOrigin } from './sessions.js';
import { randomToken } from './tokens.js';
import { takeCode } from './totp-service.js';
import {
  consumeLoginChallenge,
  createLoginChallenge,
  findLoginChallenge,
  hasConfirmedTotp,
  takeChallengeAttempt,
  totpEnrolmentRequired,
  useRecoveryCode,
} from './totp-store.js';

export interface AuthDeps {
  db: Db;
  clock: Clock;
  config: Config;
  captcha: { mode: string; verify(token: string | undefined, ip: string): Promise<boolean> };
}

// Compared against when the e-mail is unknown, so that both cases take as long.
const dummyHash = hashPassword('not-a-real-password-0000');

export interface LoginInput {
  email: string;
  password: string;
  captcha?: string | undefined;
}

/**
 * Sign-in. Known and unknown e-mails answer alike; the account's state is told only to whoever
 * knows its password. After 3 failures for the e-mail or the address, the captcha is asked.
 */
/** How long the second step of a sign-in may wait for its code. */
export const SECOND_STEP_MS = 5 * 60_000;

/** What a right password gives: a session, or (staff with TOTP) a second step to take. */
export type LoginResult =
  { kind: 'session'; token: string; user: AuthUser } | { kind: 'second_step'; token: string; expiresAt: string };

/**
 * Sign-in. Known and unknown e-mails answer alike; the account's state is told only to whoever
 * knows its password. After 3 failures for the e-mail or the address, the captcha is asked.
 * A staff member with TOTP gets no session yet: a 5-minute token for the second step
 * (completeSecondStep), and the e-mail's failure count runs on until that step succeeds.
 */
export async function login(deps: AuthDeps, input: LoginInput, ip: string, userAgent?: string): Promise<LoginResult> {
  const { db, clock } = deps;
  const subjects = subjectsOf(input.email, ip);
  if (deps.captcha.mode !== 'off' && (await captchaRequired(db, clock, subjects))) {
    // A waiting account is told so rather than asked for a captcha.
    await refuseWhileWaiting(deps, subjects[0]!);
    if (!(await deps.captcha.verify(input.captcha, ip))) throw new DomainError('CAPTCHA_REQUIRED');
  }
  // Counted before the password is checked: a burst of guesses gets no more checks than a series.
  const attempt = await takeAttemptOrRefuse(deps, subjects[0]!);
  const account = await findCredentialsByEmail(db, input.email.trim());
  const valid = account?.password_hash
    ? await verifyPassword(input.password, account.password_hash)
    : (await verifyPassword(input.password, await dummyHash), false);
  if (!account || !valid) {
    await countFailure(deps, subjects, account, attempt);
    throw new DomainError('INVALID_CREDENTIALS');
  }
  const usable = account.status === 'approved' && account.active === 1;
  const secondStep = usable && account.role === 'admin' && (await hasConfirmedTotp(db, account.id));
  // Only the e-mail's count: a success must not reset the address's count of guesses. With a
  // second step to come, the password alone is no success: wrong codes keep counting, and the
  // first code uses this attempt (a password and its code are one try).
  if (!secondStep) await clearFailures(db, subjects.slice(0, 1));
  if (account.status === 'pending') throw new DomainError('ACCOUNT_PENDING');
  if (account.status === 'rejected') throw new DomainError('ACCOUNT_REJECTED');
  if (account.active !== 1) throw new DomainError('ACCOUNT_INACTIVE');
  if (secondStep) {
    const token = randomToken();
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + SECOND_STEP_MS).toISOString();
    await createLoginChallenge(db, {
      token,
      userId: account.id,
      nowIso: now.toISOString(),
      expiresIso: expiresAt,
      attempt,
      ip,
      userAgent,
    });
    return { kind: 'second_step', token, expiresAt };
  }
  return { kind: 'session', ...(await openSession(deps, account, { ip, userAgent })) };
}

/** A waiting account is not even tried (ACCOUNT_SLOWED, ACCOUNT_LOCKED). */
async function refuseWhileWaiting(deps: AuthDeps, emailSubject: string): Promise<void> {
  const wait = await accountWait(deps.db, deps.clock, emailSubject);
  if (wait.seconds > 0) throw waitError(wait);
}

/**
 * A failed password or code: the account's try is counted already (`attempt`, its count), the
 * address's is counted now. The holder hears when it locks their account: a try is taken only
 * while the account is not locked, so one try, and one e-mail, locks it.
 */
async function countFailure(
  deps: AuthDeps,
  subjects: string[],
  account: { email: string; name: string; language: Language } | undefined,
  attempt: number,
): Promise<void> {
  await recordFailure(deps.db, deps.clock, subjects.slice(1));
  if (account && attempt >= ACCOUNT_LOCK_AFTER) await tellAccountLocked(deps, account);
}

async function openSession(
  deps: AuthDeps,
  account: { id: number; role: AuthUser['role']; name: string; language: Language },
  origin: SessionOrigin,
): Promise<{ token: string; user: AuthUser }> {
  const { db, clock } = deps;
  const token = await createSession(db, clock, account.id, origin);
  const roles = account.role === 'admin' ? await findStaffRoles(db, account.id) : [];
  const user: AuthUser = { id: account.id, role: account.role, name: account.name, language: account.language, roles };
  if (account.role === 'admin' && (await totpEnrolmentRequired(db, account.id, roles))) {
    user.totp_enrolment_required = true;
  }
  return { token, user };
}

export interface SecondStepInput {
  token: string;
  code?: string | undefined;
  recovery_code?: string | undefined;
}

/**
 * The second step of a staff sign-in: the token the password gave and a TOTP code (of a step
 * not used before) or an unused recovery code. Wrong codes count with the password's failures
 * (slowed after 5, locked after 10); the token serves until it succeeds or its 5 minutes end.
 */
export async function completeSecondStep(
  deps: AuthDeps,
  input: SecondStepInput,
  ip: string,
  userAgent?: string,
): Promise<{ token: string; user: AuthUser }> {
  const { db, clock } = deps;
  const now = clock.now();
  const challenge = await findLoginChallenge(db, input.token);
  if (!challenge || challenge.expires_at <= now.toISOString()) throw new DomainError('SECOND_STEP_EXPIRED');
  const account = await findUserById(db, challenge.user_id);
  if (!account || account.status !== 'approved' || account.active !== 1) throw new DomainError('SECOND_STEP_EXPIRED');
  const subjects = subjectsOf(account.email, ip);
  // The first code uses the password's try; every other takes one before it is checked.
  const attempt =
    challenge.attempt !== null && (await takeChallengeAttempt(db, input.token, challenge.attempt))
      ? challenge.attempt
      : await takeAttemptOrRefuse(deps, subjects[0]!);
  const ok = input.recovery_code
    ? await useRecoveryCode(db, account.id, input.recovery_code, now.toISOString())
    : await takeCode(deps, account.id, input.code ?? '');
  if (!ok) {
    await countFailure(deps, subjects, account, attempt);
    throw new DomainError('SECOND_STEP_CODE_WRONG');
  }
  if (!(await consumeLoginChallenge(db, input.token))) throw new DomainError('SECOND_STEP_EXPIRED');
  await clearFailures(db, subjects.slice(0, 1));
  return openSession(deps, account, { ip, userAgent });
}

/** The holder of an account just locked hears of it, in their language. */
async function tellAccountLocked(
  deps: AuthDeps,
  account: { email: string; name: string; language: Language },
): Promise<void> {
  const { db, clock, config } = deps;
  await enqueueMail(db, clock, {
    template: 'account-locked',
    language: account.language,
    to: account.email,
    mail: accountMail(
      'locked',
      account.language,
      config.business,
      account.name,
      ACCOUNT_LOCK_MINUTES,
      linkFor(config, account.language, '/login'),
    ),
  });
}

/** Forgot-password answers take at least this long, whether a link is sent or not. */
const FORGOT_MIN_MS = 250;
/** At most one link per account in this window, so that nobody can flood an inbox. */
const FORGOT_COOLDOWN_MS = 5 * 60_000;

/**
 * Always completes the same way and in the same time; only an approved, active account that
 * got no link in the last minutes is sent one.
 */
export async function forgotPassword(deps: AuthDeps, email: string): Promise<void> {
  const started = performance.now();
  try {
    await sendResetLink(deps, email);
  } finally {
    const left = FORGOT_MIN_MS - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

async function sendResetLink(deps: AuthDeps, email: string): Promise<void> {
  const { db, clock, config } = deps;
  const account = await findCredentialsByEmail(db, email.trim());
  if (!account || account.status !== 'approved' || account.active !== 1) return;
  // A staff member without an address yet (docs/decisions/026): nothing can be delivered.
  if (hasNoEmail(account.email)) return;
  if (await tokenIssuedSince(db, account.id, new Date(clock.now().getTime() - FORGOT_COOLDOWN_MS).toISOString()))
    return;
  await db.transaction().execute(async (trx) => {
    const token = await issuePasswordToken(trx, clock, account.id, 'reset');
    const link = linkFor(config, account.language, `/set-password?token=${encodeURIComponent(token)}`);
    await enqueueMail(trx, clock, {
      template: 'password-reset',
      language: account.language,
      to: account.email,
      mail: accountMail('reset', account.language, config.business, account.name, link),
    });
  });
}

/** Sets the password of the token's user; every session of that user ends. */
export async function setPassword(deps: AuthDeps, token: string, password: string): Promise<void> {
  const { db, clock } = deps;
  await db.transaction().execute(async (trx) => {
    const userId = await consumePasswordToken(trx, clock, token);
    if (userId === null) throw new DomainError('INVALID_TOKEN');
    const user = await findUserById(trx, userId);
    if (!user) throw new DomainError('INVALID_TOKEN');
    if (!(await isStrongEnough(password, [user.email, user.name]))) throw new DomainError('WEAK_PASSWORD');
    await updatePasswordHash(trx, userId, await hashPassword(password), clock.now().toISOString());
    await revokePasswordTokens(trx, userId, clock.now().toISOString());
    await revokeUserSessions(trx, userId);
  });
}

/**
 * A signed-in user changes their password: the current one must match; every other session
 * ends, and the one in use is replaced by a fresh one (returned).
 */
export async function changePassword(
  deps: AuthDeps,
  userId: number,
  current: string,
  next: string,
  origin: SessionOrigin = {},
): Promise<string> {
  const { db, clock } = deps;
  const user = await findUserById(db, userId);
  if (!user?.password_hash || !(await verifyPassword(current, user.password_hash))) {
    throw new DomainError('WRONG_PASSWORD');
  }
  if (!(await isStrongEnough(next, [user.email, user.name]))) {
    throw new DomainError('WEAK_PASSWORD', undefined, { field: 'new_password' });
  }
  const hash = await hashPassword(next);
  return db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, userId, hash, clock.now().toISOString());
    await revokePasswordTokens(trx, userId, clock.now().toISOString());
    await revokeUserSessions(trx, userId);
    return createSession(trx, clock, userId, origin);
  });
}
