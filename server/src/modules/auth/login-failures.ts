import type { Db } from '../../db/connection.js';
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
 * Counted in the database, so that every server sharing it sees the same count.
 */
export const ACCOUNT_SLOW_AFTER = 5;
export const ACCOUNT_LOCK_AFTER = 10;
export const ACCOUNT_LOCK_MINUTES = 15;

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
  const locked = row.failures >= ACCOUNT_LOCK_AFTER;
  const waitMs = locked ? ACCOUNT_LOCK_MINUTES * 60_000 : 1000 * 2 ** (row.failures - ACCOUNT_SLOW_AFTER);
  const seconds = Math.ceil((last + waitMs - now) / 1000);
  return { seconds: Math.max(0, seconds), locked };
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

/** Counts a failure for each subject; answers the count of the first (the e-mail's). */
export async function recordFailure(db: Db, clock: Clock, subjects: string[]): Promise<number> {
  const now = clock.now().toISOString();
  const since = new Date(clock.now().getTime() - WINDOW_MS).toISOString();
  const counts: number[] = [];
  for (const subject of subjects) {
    const row = await db
      .insertInto('login_failures')
      .values({ subject, failures: 1, last_failure_at: now })
      .onConflict((oc) =>
        oc.column('subject').doUpdateSet((eb) => ({
          // A failure after a quiet hour starts counting again.
          failures: eb
            .case()
            .when('login_failures.last_failure_at', '<', since)
            .then(1)
            .else(eb('login_failures.failures', '+', 1))
            .end(),
          last_failure_at: now,
        })),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    counts.push(Number(row.failures));
  }
  return counts[0] ?? 0;
}

export async function clearFailures(db: Db, subjects: string[]): Promise<void> {
  await db.deleteFrom('login_failures').where('subject', 'in', subjects).execute();
}
