import type { Language } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { insertOutboxMessage } from './repository.js';
import type { RenderedMail } from './templates/layout.js';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file store key (a path relative to DATA_DIR on the disk driver). */
  path: string;
}

export interface OutgoingMail {
  template: string;
  language: Language;
  to: string;
  replyTo?: string;
  mail: RenderedMail;
  attachments?: MailAttachment[];
}

/**
 * Queues an e-mail. Pass the transaction of the change that causes the e-mail so that both
 * are written together or not at all; the sender delivers it afterwards.
 */
export async function enqueueMail(db: Db, clock: Clock, outgoing: OutgoingMail): Promise<number> {
  const now = clock.now().toISOString();
  const { id } = await insertOutboxMessage(db, {
    template: outgoing.template,
    language: outgoing.language,
    // Accounts keep their e-mail in lower case: so does the outbox, so that what was sent to a
    // customer is found by their address (the e-mail log) however it was typed.
    to_address: outgoing.to.toLowerCase(),
    reply_to: outgoing.replyTo ?? null,
    subject: outgoing.mail.subject,
    text_body: outgoing.mail.text,
    html_body: outgoing.mail.html,
    attachments: JSON.stringify(outgoing.attachments ?? []),
    status: 'pending',
    attempts: 0,
    next_attempt_at: now,
    created_at: now,
  });
  return id;
}
