import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './content-disposition.js';

/**
 * A private file as the reply: its type, shown (inline) or saved (attachment) under its name,
 * never cached (it holds the shop's or a customer's data). A stream is sent as it is read.
 */
export function sendFile(
  reply: FastifyReply,
  file: { type: string; disposition: 'inline' | 'attachment'; name: string; body: Buffer | Readable },
) {
  return reply
    .type(file.type)
    .header('content-disposition', contentDisposition(file.disposition, file.name))
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
