import type { OnConflictBuilder } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { DomainError } from '../../errors/domain-error.js';
import type { Clock } from '../../lib/clock.js';

/** After this many failed sign-ins for an e-mail or an address, the captcha is asked. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Failures older than this are forgotten. */
const WINDOW_MS = 60 * 60_000;

export const subjectsOf = (email: string, ip: string) => [`email:${email.toLowerCase()}`, `ip:${ip}`];

/**
 * One account's guesses, whatever the captcha mode and from however many addresses: after 5
 * failures each try waits twice as long as the last (1, 2, 4, 8, 16 s); after 10 the account is
 * locked for 15 minutes (and again after each failure past 10, until a success or a quiet hour).
 * Counted in the database, so that every server sharing it sees the same count, and counted
 * before the password or code is checked (takeAttempt): a burst sent at once gets no more checks
 * than one guess after another.
 */
export const ACCOUNT_SLOW_AFTER = 5;
export const ACCOUNT_LOCK_AFTER = 10;
export const ACCOUNT_LOCK_MINUTES = 15;

/** How long the account waits after its `failures`-th counted try. */
function waitAfter(failures: number): number {
  if (failures < ACCOUNT_SLOW_AFTER) return 0;
  if (failures >= ACCOUNT_LOCK_AFTER) return ACCOUNT_LOCK_MINUTES * 60_000;
  return 1000 * 2 ** (failures - ACCOUNT_SLOW_AFTER);
}

/** Seconds the account must wait before its next try, or 0. `locked` once past the lock count. */
export async function accountWait(
  db: Db,
  clock: Clock,
  emailSubject: string,
): Promise<{ seconds: number; locked: boolean }> {
  const row = await db
    .selectFrom('login_failures')
    .select(['failures', 'last_failure_at'])
    .where('subject', '=', emailSubject)
    .executeTakeFirst();
  const now = clock.now().getTime();
  const last = row ? Date.parse(row.last_failure_at) : 0;
  if (!row || row.failures < ACCOUNT_SLOW_AFTER || now - last >= WINDOW_MS) return { seconds: 0, locked: false };
  const seconds = Math.ceil((last + waitAfter(row.failures) - now) / 1000);
  return { seconds: Math.max(0, seconds), locked: row.failures >= ACCOUNT_LOCK_AFTER };
}

/** A subject's row counts one more try or failure: one after a quiet hour starts counting again. */
function oneMore(oc: OnConflictBuilder<Database, 'login_failures'>, since: string, now: string) {
  return oc.column('subject').doUpdateSet((eb) => ({
    failures: eb
      .case()
      .when('login_failures.last_failure_at', '<', since)
      .then(1)
      .else(eb('login_failures.failures', '+', 1))
      .end(),
    last_failure_at: now,
  }));
}

/**
 * Counts a try of the account before its password or code is checked, in one statement that
 * refuses it while the account must wait: the account's new count, or null (wait). Two servers,
 * or two hundred requests at once, cannot both take the last try before a wait. A success clears
 * the count (clearFailures); a failure is already counted.
 */
export async function takeAttempt(db: Db, clock: Clock, emailSubject: string): Promise<number | null> {
  const nowMs = clock.now().getTime();
  const now = new Date(nowMs).toISOString();
  const since = new Date(nowMs - WINDOW_MS).toISOString();
  const readyAt = (failures: number) => new Date(nowMs - waitAfter(failures)).toISOString();
  const row = await db
    .insertInto('login_failures')
    .values({ subject: emailSubject, failures: 1, last_failure_at: now })
    .onConflict((oc) =>
      oneMore(oc, since, now).where((eb) => {
        // The last try must be at least the wait its count calls for ago (ISO texts compare as times).
        let latest = eb.case('login_failures.failures').when(ACCOUNT_SLOW_AFTER).then(readyAt(ACCOUNT_SLOW_AFTER));
        for (let n = ACCOUNT_SLOW_AFTER + 1; n < ACCOUNT_LOCK_AFTER; n += 1) latest = latest.when(n).then(readyAt(n));
        return eb.or([
          eb('login_failures.failures', '<', ACCOUNT_SLOW_AFTER),
          eb('login_failures.last_failure_at', '<', since),
          eb('login_failures.last_failure_at', '<=', latest.else(readyAt(ACCOUNT_LOCK_AFTER)).end()),
        ]);
      }),
    )
    .returning('failures')
    .executeTakeFirst();
  return row ? Number(row.failures) : null;
}

/**
 * Takes a try of the account (takeAttempt), or refuses a waiting account (ACCOUNT_SLOWED,
 * ACCOUNT_LOCKED, with the seconds left): the account's new count.
 */
export async function takeAttemptOrRefuse(deps: { db: Db; clock: Clock }, emailSubject: string): Promise<number> {
  for (let tries = 0; ; tries += 1) {
    const failures = await takeAttempt(deps.db, deps.clock, emailSubject);
    if (failures !== null) return failures;
    // The wait may have ended, or a success cleared the count, since: try again, a few times.
    const wait = await accountWait(deps.db, deps.clock, emailSubject);
    if (wait.seconds > 0 || tries >= 2) throw waitError(wait);
  }
}

/** The refusal of a waiting account. */
export function waitError(wait: { seconds: number; locked: boolean }): DomainError {
  const seconds = Math.max(1, wait.seconds);
  return new DomainError(
    wait.locked ? 'ACCOUNT_LOCKED' : 'ACCOUNT_SLOWED',
    { minutes: Math.ceil(seconds / 60), seconds },
    { retryAfterSeconds: seconds },
  );
}

export async function captchaRequired(db: Db, clock: Clock, subjects: string[]): Promise<boolean> {
  const since = new Date(clock.now().getTime() - WINDOW_MS).toISOString();
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.max('failures').as('failures'))
    .where('subject', 'in', subjects)
    .where('last_failure_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.failures ?? 0) >= CAPTCHA_AFTER_FAILURES;
}

/** Counts a failure for each subject (the address's, for the captcha: the account's is counted by takeAttempt). */
export async function recordFailure(db: Db, clock: Clock, subjects: string[]): Promise<void> {
  const now = clock.now().toISOString();
  const since = new Date(clock.now().getTime() - WINDOW_MS).toISOString();
  for (const subject of subjects) {
    await db
      .insertInto('login_failures')
      .values({ subject, failures: 1, last_failure_at: now })
      .onConflict((oc) => oneMore(oc, since, now))
      .execute();
  }
}

export async function clearFailures(db: Db, subjects: string[]): Promise<void> {
  await db.deleteFrom('login_failures').where('subject', 'in', subjects).execute();
}
