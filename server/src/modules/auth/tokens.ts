import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session ids and password-link tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so that the database alone gives no usable token. */
export function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
