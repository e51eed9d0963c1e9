import { sql, type QueryCreator, type SelectQueryBuilder } from 'kysely';
import type { Database } from './schema.js';

/** How many matches a list counts past its page's first row before it stops (decision 040). */
export const COUNTED_PAST_PAGE = 5_000;

/**
 * How many rows `matches` holds, counting no further than `upTo` (docs/decisions/040): the
 * count of a list that grows with the years costs what its page costs, not what its table does.
 * `capped` says there are more than `count`, which is then `upTo`. A list's pagination counts
 * up to its offset + COUNTED_PAST_PAGE.
 */
export async function countUpTo<DB extends Database, TB extends keyof DB, O>(
  db: QueryCreator<Database>,
  matches: SelectQueryBuilder<DB, TB, O>,
  upTo: number,
): Promise<{ count: number; capped: boolean }> {
  const row = await db
    .selectFrom(
      matches
        .clearSelect()
        .select(sql<number>`1`.as('one'))
        .limit(upTo + 1)
        .as('matched'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const found = Number(row.n);
  return found > upTo ? { count: upTo, capped: true } : { count: found, capped: false };
}
