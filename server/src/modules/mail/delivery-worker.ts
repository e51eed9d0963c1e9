import fs from 'node:fs/promises';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import nodemailer, { type Transporter } from 'nodemailer';
import type { DeliveryReply, DeliveryRequest, DeliveryRoute } from './delivery.js';
import { renderContent } from './templates/at-delivery.js';

/**
 * Worker entry (delivery.ts): renders the e-mails queued as content, builds and sends each
 * e-mail it is given, and says how it went.
 */
const transports = new Map<string, Transporter>();
const TO_FILES = '';

function transportFor(route: DeliveryRoute): Transporter {
  const key = route.smtpUrl ?? TO_FILES;
  let transport = transports.get(key);
  if (!transport) {
    transport = route.smtpUrl
      ? nodemailer.createTransport(route.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    transports.set(key, transport);
  }
  return transport;
}

async function deliver({ route, envelope, render }: DeliveryRequest): Promise<void> {
  const bodies = render ? renderContent(render.business, render.content) : envelope;
  const info = await transportFor(route).sendMail({
    ...envelope,
    text: bodies.text,
    html: bodies.html,
    attachments: envelope.attachments.map((a) => ({
      ...a,
      content: Buffer.from(a.content.buffer, a.content.byteOffset, a.content.byteLength),
    })),
  });
  if (route.smtpUrl) return;
  await writePrivately(route.outboxDir, route.emlName, info.message as Buffer);
}

/** Outbox folders this worker has made private already (one chmod each, not one per e-mail). */
const privateDirs = new Set<string>();

/**
 * Writes an e-mail where only the server's user can read it (file 0600, folder 0700): it may
 * hold a live set-password link. A folder or a file of the same name from before is closed too.
 */
async function writePrivately(dir: string, name: string, message: Buffer): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  if (!privateDirs.has(dir)) {
    await fs.chmod(dir, 0o700);
    privateDirs.add(dir);
  }
  const file = await fs.open(path.join(dir, name), 'w', 0o600);
  try {
    // Before a byte is written: an existing file keeps its mode through open.
    await file.chmod(0o600);
    await file.writeFile(message);
  } finally {
    await file.close();
  }
}

parentPort?.on('message', ({ id, request }: { id: number; request: DeliveryRequest }) => {
  deliver(request).then(
    () => parentPort?.postMessage({ id } satisfies DeliveryReply),
    (err: unknown) =>
      parentPort?.postMessage({ id, error: err instanceof Error ? err.message : String(err) } satisfies DeliveryReply),
  );
});
