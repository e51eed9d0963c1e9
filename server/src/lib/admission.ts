/**
 * At most `limit` of some work at once, and at most `perTurn` of it started in one turn of the
 * event loop; the rest waits its turn, first come first served.
 *
 * Placing an order on SQLite runs its statements synchronously: fifty orders arriving together
 * ran back to back in one turn of the event loop, and every other request (a page, the health
 * probe) waited for all of them — 5 s at the 99th percentile under the bench's load. Most of an
 * admitted order's time is spent waiting for the disk with the others of its commit group
 * (docs/decisions/028), so many may be admitted at once; but those admitted together when a
 * group's flush ends would again run back to back. Started a few a turn, the requests that came
 * meanwhile are answered between them.
 */
export function createAdmission(limit: number, perTurn = limit) {
  let running = 0;
  const waiting: (() => void)[] = [];
  let startedThisTurn = 0;
  let turnScheduled = false;
  const nextTurn = () => {
    turnScheduled = false;
    startedThisTurn = 0;
    startWaiting();
  };
  function startWaiting() {
    while (waiting.length > 0 && running < limit && startedThisTurn < perTurn) {
      running += 1;
      startedThisTurn += 1;
      waiting.shift()!();
    }
    // Started now or held back for the turn's quota: either way the quota renews next turn.
    if (!turnScheduled && startedThisTurn > 0) {
      turnScheduled = true;
      setImmediate(nextTurn);
    }
  }
  return async function admit<T>(work: () => Promise<T>): Promise<T> {
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      startWaiting();
    });
    try {
      return await work();
    } finally {
      running -= 1;
      startWaiting();
    }
  };
}
export type Admit = ReturnType<typeof createAdmission>;
