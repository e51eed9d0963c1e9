import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { SESSION_IDLE_MS } from './sessions.js';
import { purgeLoginChallenges } from './totp-store.js';

/**
 * Deletes what can no longer be used: expired or idle sessions, password links used or expired
 * a week ago, sign-in second steps past their 5 minutes, and sign-in failure counts older than a day. Run periodically by main.ts.
 */
export async function purgeExpired(db: Db, clock: Clock): Promise<void> {
  const now = clock.now().getTime();
  const iso = (ms: number) => new Date(ms).toISOString();
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', iso(now)), eb('last_seen_at', '<', iso(now - SESSION_IDLE_MS))]))
    .execute();
  await db
    .deleteFrom('password_tokens')
    .where('expires_at', '<', iso(now - 7 * 24 * 3600_000))
    .execute();
  await purgeLoginChallenges(db, iso(now));
  await db
    .deleteFrom('login_failures')
    .where('last_failure_at', '<', iso(now - 24 * 3600_000))
    .execute();
}
