import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';

/** After this many failed sign-ins for an e-mail or an address, the captcha is asked. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Failures older than this are forgotten. */
const WINDOW_MS = 60 * 60_000;

export const subjectsOf = (email: string, ip: string) => [`email:${email.toLowerCase()}`, `ip:${ip}`];

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

export async function recordFailure(db: Db, clock: Clock, subjects: string[]): Promise<void> {
  const now = clock.now().toISOString();
  const since = new Date(clock.now().getTime() - WINDOW_MS).toISOString();
  for (const subject of subjects) {
    await db
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
      .execute();
  }
}

export async function clearFailures(db: Db, subjects: string[]): Promise<void> {
  await db.deleteFrom('login_failures').where('subject', 'in', subjects).execute();
}
