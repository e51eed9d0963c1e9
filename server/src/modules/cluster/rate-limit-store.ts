import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';

/** What @fastify/rate-limit expects of a store (its own types are for its plugin options). */
export interface RateLimitStore {
  incr(
    key: string,
    callback: (err: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ): void;
  read(
    key: string,
    callback: (err: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ): void;
  child(routeOptions: { routeInfo: { method: string | string[]; url: string } }): RateLimitStore;
}

/**
 * Counts one request for `key` in the database and answers the count in the current window and
 * the milliseconds left of it. One statement (an upsert), so that servers sharing the database
 * count together: the window starts at the first request and a request after its end starts a
 * new one.
 */
export async function countHit(
  db: Db,
  clock: Clock,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const now = clock.now();
  const nowIso = now.toISOString();
  const ends = new Date(now.getTime() + windowMs).toISOString();
  const row = await db
    .insertInto('rate_limit_hits')
    .values({ key, hits: 1, window_ends_at: ends })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const expired = eb('rate_limit_hits.window_ends_at', '<=', nowIso);
        return {
          hits: eb
            .case()
            .when(expired)
            .then(1)
            .else(eb('rate_limit_hits.hits', '+', 1))
            .end(),
          window_ends_at: eb
            .case()
            .when(expired)
            .then(eb.ref('excluded.window_ends_at'))
            .else(eb.ref('rate_limit_hits.window_ends_at'))
            .end(),
        };
      }),
    )
    .returning(['hits', 'window_ends_at'])
    .executeTakeFirstOrThrow();
  return { current: Number(row.hits), ttl: Math.max(0, Date.parse(row.window_ends_at) - now.getTime()) };
}

/** The count for `key` without counting a request (0 once its window has ended). */
export async function readHits(db: Db, clock: Clock, key: string): Promise<{ current: number; ttl: number }> {
  const now = clock.now();
  const row = await db
    .selectFrom('rate_limit_hits')
    .select(['hits', 'window_ends_at'])
    .where('key', '=', key)
    .where('window_ends_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row) return { current: 0, ttl: 0 };
  return { current: Number(row.hits), ttl: Date.parse(row.window_ends_at) - now.getTime() };
}

/** Removes the counts whose window has ended (the housekeeping job). */
export async function purgeExpiredHits(db: Db, clock: Clock): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_hits')
    .where('window_ends_at', '<=', clock.now().toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * A store class for @fastify/rate-limit keeping the counts in the database: the plugin makes
 * one with `new Store(options)` and a child per route, whose keys start with the route.
 * (continueExceeding and exponentialBackoff are not supported: the shop uses neither.)
 */
export function databaseRateLimitStore(db: Db, clock: Clock): new (options?: unknown) => RateLimitStore {
  class DatabaseStore implements RateLimitStore {
    readonly prefix: string;
    constructor(_options?: unknown, prefix = '') {
      this.prefix = prefix;
    }
    incr(
      key: string,
      callback: (err: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      countHit(db, clock, this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }
    read(key: string, callback: (err: Error | null, result?: { current: number; ttl: number }) => void) {
      readHits(db, clock, this.prefix + key).then(
        (result) => callback(null, result),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }
    child(routeOptions: { routeInfo: { method: string | string[]; url: string } }): RateLimitStore {
      const method = [routeOptions.routeInfo.method].flat().join(',');
      return new DatabaseStore(undefined, `${method} ${routeOptions.routeInfo.url} `);
    }
  }
  return DatabaseStore;
}
