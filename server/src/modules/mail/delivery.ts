import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../lib/start-worker.js';
import type { MailBusiness } from './templates/layout.js';

/** One e-mail as the transport takes it; attachments already read from the file store. */
export interface Envelope {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: { filename: string; contentType: string; content: Uint8Array }[];
}

/** SMTP when `smtpUrl` is set; otherwise the message is written to `outboxDir/emlName`. */
export interface DeliveryRoute {
  smtpUrl: string | null;
  outboxDir: string;
  emlName: string;
}

export interface DeliveryRequest {
  route: DeliveryRoute;
  envelope: Envelope;
  /** A message queued as content: the worker renders its bodies (the envelope's are empty). */
  render?: { content: string; business: MailBusiness };
}

/** What the worker answers for request `id`: nothing more when delivered, else why not. */
export interface DeliveryReply {
  id: number;
  error?: string;
}

/**
 * Building a message (MIME, quoted-printable, base64) costs about a millisecond of CPU, two per
 * web order: on the request thread that was a third of what placing orders at full speed costs
 * (issue 18). One worker per process delivers for every sender in it; it is started at the
 * first e-mail, holds the process open only while a delivery is in flight, and is started
 * again if it dies.
 */
let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: () => void; reject: (err: Error) => void }>();

function failAll(err: Error) {
  for (const waiter of pending.values()) waiter.reject(err);
  pending.clear();
}

function deliveryWorker(): Worker {
  if (worker) return worker;
  const started = startWorker(new URL('./delivery-worker.js', import.meta.url));
  started.unref();
  started.on('message', ({ id, error }: DeliveryReply) => {
    const waiter = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) started.unref();
    if (error === undefined) waiter?.resolve();
    else waiter?.reject(new Error(error));
  });
  started.on('error', (err) => failAll(err));
  started.on('exit', (code) => {
    if (worker === started) worker = null;
    failAll(new Error(`the mail delivery worker stopped (exit code ${code})`));
  });
  worker = started;
  return started;
}

/** Delivers one e-mail through the delivery worker; rejects with the transport's error. */
export function deliver(request: DeliveryRequest): Promise<void> {
  const target = deliveryWorker();
  const id = nextId++;
  return new Promise<void>((resolve, reject) => {
    // Posted first: a message that cannot be cloned leaves nothing waiting nor the worker held.
    target.postMessage({ id, request });
    pending.set(id, { resolve, reject });
    target.ref();
  });
}
