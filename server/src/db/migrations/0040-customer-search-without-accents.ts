import { foldSearchTexts, type MigrationDb } from './helpers.js';

/**
 * A customer's search text is kept without accents from now on, so that "eric" finds Éric and
 * "montreal" Montréal: the rows written before are folded the same way.
 */
export async function up(db: MigrationDb): Promise<void> {
  await foldSearchTexts(db, 'customer_profiles', 'user_id');
}

/** Nothing to undo: folded text is still found by what older code searched for, accents aside. */
export async function down(): Promise<void> {}
