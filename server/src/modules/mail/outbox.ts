import type { Language } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import type { NewOutboxMessage } from '../../db/schema.js';
import { insertOutboxMessages } from './repository.js';
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
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post of a list's e-mail). */
  headers?: Record<string, string>;
}

/**
 * Queues an e-mail. Pass the transaction of the change that causes the e-mail so that both
 * are written together or not at all; the sender delivers it afterwards.
 */
export async function enqueueMail(db: Db, clock: Clock, outgoing: OutgoingMail): Promise<number> {
  const [id] = await insertMessages(db, clock, [
    {
      template: outgoing.template,
      language: outgoing.language,
      to: outgoing.to,
      replyTo: outgoing.replyTo,
      subject: outgoing.mail.subject,
      text_body: outgoing.mail.text,
      html_body: outgoing.mail.html,
      content: null,
      attachments: outgoing.attachments ?? [],
      headers: outgoing.headers,
    },
  ]);
  return id!;
}

/**
 * Queues e-mails as their templates' names and arguments, in one statement: the sender's worker
 * renders each when it delivers it (docs/decisions/032-mail-rendered-at-delivery.md), off the
 * request's thread.
 */
export async function enqueueMailContents(
  db: Db,
  clock: Clock,
  outgoing: { to: string; replyTo?: string; content: MailContent }[],
): Promise<void> {
  if (outgoing.length === 0) return;
  await insertMessages(
    db,
    clock,
    outgoing.map((m) => ({
      template: m.content.template,
      language: m.content.args.language,
      to: m.to,
      replyTo: m.replyTo,
      subject: subjectOf(m.content),
      text_body: '',
      html_body: '',
      content: JSON.stringify(m.content),
      attachments: [],
    })),
  );
}

type Message = Pick<NewOutboxMessage, 'template' | 'language' | 'subject' | 'text_body' | 'html_body' | 'content'> & {
  to: string;
  replyTo: string | undefined;
  attachments: MailAttachment[];
  headers?: Record<string, string> | undefined;
};

/** Queues messages in one statement; gives their ids, in no promised order (RETURNING's). */
async function insertMessages(db: Db, clock: Clock, messages: Message[]): Promise<number[]> {
  const now = clock.now().toISOString();
  const rows = await insertOutboxMessages(
    db,
    messages.map((m) => ({
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
      headers: m.headers ? JSON.stringify(m.headers) : null,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    })),
  );
  return rows.map((r) => r.id);
}
