import type { Log } from '../../lib/log.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import type { FileStore } from '../files/index.js';
import type { MailAttachment } from './outbox.js';
import type { OutboxMessage } from '../../db/schema.js';
import { deliver } from './delivery.js';
import { claimDueMessages, recordOutcome, releaseClaims, type Outcome } from './repository.js';

export const MAX_ATTEMPTS = 8;
/** A claimed message is retried by another sender if this one has not finished by then. */
const LEASE_MS = 10 * 60_000;

/** Set-password links are secrets: once delivered, the outbox keeps the e-mail without them. */
export function redactLinks(body: string): string {
  return body.replace(/([?&]token=)[\w-]+/g, '$1[redacted]');
}
const BATCH = 50;

/**
 * The bodies to keep once a message is done with, when its links had to be blanked out; most
 * e-mails carry none, and their bodies are not written again.
 */
function redacted(message: OutboxMessage): { text_body: string; html_body: string } | undefined {
  const bodies = { text_body: redactLinks(message.text_body), html_body: redactLinks(message.html_body) };
  return bodies.text_body === message.text_body && bodies.html_body === message.html_body ? undefined : bodies;
}

/** Minutes to wait after the n-th failed attempt: 1, 2, 4 ... capped at 4 hours. */
export function backoffMinutes(attempts: number): number {
  return Math.min(2 ** (attempts - 1), 240);
}

export interface MailSender {
  /** Sends what is due now; returns how many were sent. */
  flush(): Promise<number>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
  /**
   * Sends only while `mayRun` says so: with several servers, only the one holding the outbox
   * job's lease sends (docs/decisions/023-several-servers.md). Ungated by default.
   */
  gate(mayRun: () => boolean): void;
}

export function createMailSender(deps: {
  db: Db;
  config: Config;
  clock: Clock;
  files: FileStore;
  log: Log;
}): MailSender {
  const { db, config, clock, files, log } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let queued: Promise<number> | null = null;
  // Once stopped, a drain queued behind the running one does nothing (the database is about to
  // close).
  let stopped = false;
  let mayRun = () => true;

  async function deliverOne(message: OutboxMessage): Promise<void> {
    // Attachments are read from the file store: any server of a cluster can send.
    const attachments = await Promise.all(
      (JSON.parse(message.attachments) as MailAttachment[]).map(async (a) => {
        const file = await files.get(a.path);
        if (!file) throw new Error(`attachment ${a.path} is missing from the file store`);
        const chunks = (await file.stream.toArray()) as Buffer[];
        return { filename: a.filename, contentType: a.contentType, content: Buffer.concat(chunks) };
      }),
    );
    await deliver({
      route: {
        smtpUrl: config.mail.smtpUrl,
        outboxDir: config.mail.outboxDir,
        emlName: `${String(message.id).padStart(6, '0')}-${message.template}.eml`,
      },
      envelope: {
        from: config.mail.from,
        to: message.to_address,
        ...(message.reply_to ? { replyTo: message.reply_to } : {}),
        subject: message.subject,
        text: message.text_body,
        html: message.html_body,
        attachments,
        headers: {
          ...(message.headers ? (JSON.parse(message.headers) as Record<string, string>) : {}),
          'X-Outbox-Id': String(message.id),
          'X-Template': message.template,
        },
      },
      ...(message.content ? { render: { content: message.content, business: config.business } } : {}),
    });
  }

  /** What became of a claimed message: sent, or failed with the attempt it was. */
  function outcomeOf(message: OutboxMessage, err: unknown): Outcome {
    if (err === undefined) return { id: message.id, sent: true, bodies: redacted(message) };
    const attempts = message.attempts + 1;
    const next =
      attempts >= MAX_ATTEMPTS
        ? null
        : new Date(clock.now().getTime() + backoffMinutes(attempts) * 60_000).toISOString();
    const error = err instanceof Error ? err.message : String(err);
    log.warn({ outboxId: message.id, attempts, err: error }, 'mail delivery failed');
    return {
      id: message.id,
      sent: false,
      attempts,
      error,
      next,
      // Given up: the links it carried are no longer kept either.
      bodies: next === null ? redacted(message) : undefined,
    };
  }

  /**
   * One batch: claimed in one statement, then delivered one by one, each outcome recorded as
   * soon as it is known (a crash or a stop re-sends no message already delivered). Stopped
   * mid-batch, the sender gives back what it has not tried, for the next sender at once.
   */
  async function flushBatch(): Promise<{ sent: number; claimed: number }> {
    const now = clock.now();
    const due = await claimDueMessages(db, now.toISOString(), new Date(now.getTime() + LEASE_MS).toISOString(), BATCH);
    let sent = 0;
    for (const [index, message] of due.entries()) {
      if (stopped || !mayRun()) {
        await releaseClaims(
          db,
          due.slice(index).map((m) => m.id),
          clock.now().toISOString(),
        );
        break;
      }
      const outcome = await deliverOne(message).then(
        () => outcomeOf(message, undefined),
        (err: unknown) => outcomeOf(message, err ?? new Error('delivery failed')),
      );
      // In a transaction: on SQLite it joins the orders' next group commit, where a plain write
      // would commit (and wait for the disk) on its own, once per e-mail
      // (docs/decisions/028-sqlite-group-commit.md).
      await db.transaction().execute((trx) => recordOutcome(trx, clock.now().toISOString(), outcome));
      if (outcome.sent) sent += 1;
    }
    return { sent, claimed: due.length };
  }

  /** Batches until one comes back short: a burst of orders is drained in one go. */
  async function drain(): Promise<number> {
    let sent = 0;
    while (!stopped && mayRun()) {
      const batch = await flushBatch();
      sent += batch.sent;
      if (batch.claimed < BATCH) break;
    }
    return sent;
  }

  function start(): Promise<number> {
    running = drain().finally(() => {
      running = null;
    });
    return running;
  }

  /**
   * One drain at a time. A caller during a drain gets the next one, which every caller until it
   * starts shares: a thousand kicks while the sender is busy make one more drain, not a thousand.
   */
  function flush(): Promise<number> {
    if (queued) return queued;
    if (!running) return start();
    queued = running
      .catch(() => 0)
      .then(() => {
        queued = null;
        return start();
      });
    return queued;
  }

  return {
    flush,
    start(intervalMs = 5000) {
      if (timer) return;
      timer = setInterval(() => {
        flush().catch((err: unknown) => log.error({ err }, 'mail sender failed'));
      }, intervalMs);
      timer.unref();
    },
    gate(check) {
      mayRun = check;
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
