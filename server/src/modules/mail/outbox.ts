import type { Language } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import type { NewOutboxMessage } from '../../db/schema.js';
import { insertOutboxMessage } from './repository.js';
import { subjectOf, type MailContent } from './templates/at-delivery.js';
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
export function enqueueMail(db: Db, clock: Clock, outgoing: OutgoingMail): Promise<number> {
  return insertMessage(db, clock, {
    template: outgoing.template,
    language: outgoing.language,
    to: outgoing.to,
    replyTo: outgoing.replyTo,
    subject: outgoing.mail.subject,
    text_body: outgoing.mail.text,
    html_body: outgoing.mail.html,
    content: null,
    attachments: outgoing.attachments ?? [],
  });
}

/**
 * Queues an e-mail as its template's name and arguments: the sender's worker renders it when it
 * delivers it (docs/decisions/032-mail-rendered-at-delivery.md), off the request's thread.
 */
export function enqueueMailContent(
  db: Db,
  clock: Clock,
  outgoing: { to: string; replyTo?: string; content: MailContent },
): Promise<number> {
  return insertMessage(db, clock, {
    template: outgoing.content.template,
    language: outgoing.content.args.language,
    to: outgoing.to,
    replyTo: outgoing.replyTo,
    subject: subjectOf(outgoing.content),
    text_body: '',
    html_body: '',
    content: JSON.stringify(outgoing.content),
    attachments: [],
  });
}

async function insertMessage(
  db: Db,
  clock: Clock,
  m: Pick<NewOutboxMessage, 'template' | 'language' | 'subject' | 'text_body' | 'html_body' | 'content'> & {
    to: string;
    replyTo: string | undefined;
    attachments: MailAttachment[];
  },
): Promise<number> {
  const now = clock.now().toISOString();
  const { id } = await insertOutboxMessage(db, {
    template: m.template,
    language: m.language,
    // Accounts keep their e-mail in lower case: so does the outbox, so that what was sent to a
    // customer is found by their address (the e-mail log) however it was typed.
    to_address: m.to.toLowerCase(),
    reply_to: m.replyTo ?? null,
    subject: m.subject,
    text_body: m.text_body,
    html_body: m.html_body,
    content: m.content,
    attachments: JSON.stringify(m.attachments),
    status: 'pending',
    attempts: 0,
    next_attempt_at: now,
    created_at: now,
  });
  return id;
}
