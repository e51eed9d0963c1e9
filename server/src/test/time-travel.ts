import type { Db } from '../db/connection.js';

/**
 * A clock tests move from day to day (at 08:00 in Montreal), for invoices that age. Moving it
 * keeps every session alive, as if its user had just been seen: a test about due dates is not
 * about sessions expiring.
 */
export function travelClock(start: string) {
  let now = new Date(`${start}T12:00:00Z`);
  /** To an exact instant (claims count hours from a delivery). */
  const at = async (db: Db, instant: string) => {
    now = new Date(instant);
    await db
      .updateTable('sessions')
      .set({ last_seen_at: now.toISOString(), expires_at: '2999-01-01T00:00:00.000Z' })
      .execute();
  };
  return {
    clock: { now: () => now },
    today: () => now.toISOString().slice(0, 10),
    to: (db: Db, day: string) => at(db, `${day}T12:00:00Z`),
    at,
  };
}
