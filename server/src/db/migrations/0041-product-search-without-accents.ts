import { foldSearchTexts, type MigrationDb } from './helpers.js';

/**
 * A product's search text is kept without accents from now on, as customers' are (0040), so
 * that a florist who types "oeillet" or "creme" finds the Œillets and the crème roses: the rows
 * written before are folded the same way.
 */
export async function up(db: MigrationDb): Promise<void> {
  await foldSearchTexts(db, 'products', 'id');
}

/** Nothing to undo: folded text is still found by what older code searched for, accents aside. */
export async function down(): Promise<void> {}
