/**
 * At most `limit` of some work at once; the rest waits its turn, first come first served.
 *
 * Placing an order on SQLite runs its statements synchronously: fifty orders arriving together
 * ran back to back in one turn of the event loop, and every other request (a page, the health
 * probe) waited for all of them — 5 s at the 99th percentile under the bench's load. Let in a
 * few at a time, the others wait without holding the event loop, which answers the rest between
 * them. A few are enough to fill SQLite's commit groups (docs/decisions/028).
 */
export function createAdmission(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function admit<T>(work: () => Promise<T>): Promise<T> {
    // A finished holder hands its place to the next in line without freeing it in between.
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
export type Admit = ReturnType<typeof createAdmission>;
