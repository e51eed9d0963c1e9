import { loadConfig } from '../config.js';
import { createDb } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { verifyLedger } from '../modules/accounts/index.js';

/** npm run ledger:verify: every customer's stored balance is the sum of their journal, else exit 1. */
async function main(): Promise<void> {
  const db = createDb(loadConfig().database);
  try {
    await migrateToLatest(db);
    const mismatches = await verifyLedger(db);
    for (const m of mismatches)
      console.error(`customer ${m.customer_id}: balance ${m.balance_cents} ≠ journal ${m.journal_cents} (cents)`);
    if (mismatches.length > 0) process.exit(1);
    console.log('Ledger verified: every balance is the sum of its journal.');
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
