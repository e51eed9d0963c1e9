import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';

/** How long the outbox keeps what an e-mail said; its envelope (to, subject, state) stays. */
export const MAIL_BODY_DAYS = 30;

/** Blanks the bodies (or the content) of e-mails sent or given up more than 30 days ago. Run by main.ts. */
export async function purgeOldMailBodies(db: Db, clock: Clock): Promise<void> {
  const before = new Date(clock.now().getTime() - MAIL_BODY_DAYS * 24 * 3600_000).toISOString();
  await db
    .updateTable('outbox')
    .set({ text_body: '', html_body: '', content: null })
    .where('status', '!=', 'pending')
    .where('created_at', '<', before)
    .where((eb) => eb.or([eb('text_body', '!=', ''), eb('html_body', '!=', ''), eb('content', 'is not', null)]))
    .execute();
}
