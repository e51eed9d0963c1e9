import { randomUUID } from 'node:crypto';
import type { StatementSendRun } from '@shop/contract';
import type { Log } from '../../lib/log.js';
import { monthRecipients, queueStatement, type MonthlyDeps } from './monthly.js';

/**
 * Staff sending a month's statements again, to one customer or to all, follow the progress of
 * the run. Runs live in this process's memory (an hour after they end): a run is watched from
 * the page that started it.
 */
const runs = new Map<string, StatementSendRun>();
const KEEP_MS = 3600_000;

export function sendRun(id: string): StatementSendRun | undefined {
  return runs.get(id);
}

export async function startSendRun(
  deps: MonthlyDeps & { log: Log },
  month: string,
  customerId: number | undefined,
): Promise<StatementSendRun> {
  const everyone = await monthRecipients(deps.db, month);
  const recipients = customerId === undefined ? everyone : everyone.filter((r) => r.id === customerId);
  const run: StatementSendRun = {
    id: randomUUID(),
    month,
    total: recipients.length,
    done: 0,
    failed: 0,
    finished: recipients.length === 0,
  };
  runs.set(run.id, run);
  void (async () => {
    for (const recipient of recipients) {
      try {
        await queueStatement(deps, recipient, month, 'staff');
        run.done += 1;
      } catch (err) {
        run.failed += 1;
        deps.log.error({ err, customer: recipient.id, month }, 'statement not queued');
      }
    }
    run.finished = true;
    setTimeout(() => runs.delete(run.id), KEEP_MS).unref();
  })();
  return run;
}
