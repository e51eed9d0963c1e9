import type { Db } from '../../db/connection.js';
import { pendingMigrations } from '../../db/migrate.js';
import { pingDatabase } from './repository.js';

/**
 * Why this server should not take traffic yet, or null when it may: the database must answer
 * and every migration of this build must have run (another server may still be migrating).
 * Once all have run they stay run, so that is checked until it first holds, then no more.
 */
export function createReadinessCheck(db: Db): () => Promise<string | null> {
  let migrated = false;
  return async () => {
    try {
      await pingDatabase(db);
    } catch {
      return 'the database does not answer';
    }
    if (!migrated) {
      const pending = await pendingMigrations(db);
      if (pending.length > 0) return `migrations not run yet: ${pending.join(', ')}`;
      migrated = true;
    }
    return null;
  };
}
