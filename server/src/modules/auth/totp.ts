import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * RFC 6238 TOTP (HMAC-SHA-1, 6 digits, 30-second steps) and RFC 4648 base32, on node:crypto
 * alone (docs/decisions/024-totp.md). Authenticator apps read the otpauth:// URI.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of one step before and after now are accepted: clocks drift and people type slowly. */
export const TOTP_WINDOW = 1;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The time step of an instant. */
export function timeStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);
}

/** RFC 4226 HOTP of a counter (the RFC 6238 code of a step), `digits` long. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code of an instant (what the authenticator shows then). */
export function totpAt(key: Uint8Array, at: Date, digits = TOTP_DIGITS): string {
  return hotp(key, timeStep(at), digits);
}

/**
 * The step whose code this is, within ±TOTP_WINDOW of now and after `afterStep` (a step already
 * used is never accepted again), or null. Every candidate is compared in constant time.
 */
export function matchingStep(key: Uint8Array, code: string, at: Date, afterStep: number | null): number | null {
  const given = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(given)) return null;
  const now = timeStep(at);
  let found: number | null = null;
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step += 1) {
    const expected = hotp(key, step);
    if (timingSafeEqual(Buffer.from(expected), Buffer.from(given)) && found === null) found = step;
  }
  if (found === null || (afterStep !== null && found <= afterStep)) return null;
  return found;
}

/** 160 random bits, the size RFC 4226 recommends for SHA-1. */
export function newTotpKey(): Buffer {
  return randomBytes(20);
}

/** The URI authenticator apps read from the QR code. */
export function otpauthUri(key: Uint8Array, issuer: string, account: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({
    secret: base32Encode(key),
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}

/**
 * How a secret is stored: sealed with AES-256-GCM under TOTP_KEY when the configuration has one
 * (a database dump alone then gives no secret), plain otherwise (the decision record says why).
 */
export function sealSecret(key: Uint8Array, sealingKey: Buffer | null): string {
  if (!sealingKey) return `plain:${base32Encode(key)}`;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey, iv);
  const body = Buffer.concat([cipher.update(key), cipher.final()]);
  return `gcm1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

export function openSecret(stored: string, sealingKey: Buffer | null): Buffer {
  if (stored.startsWith('plain:')) return base32Decode(stored.slice(6));
  if (!stored.startsWith('gcm1:')) throw new Error('unknown TOTP secret format');
  if (!sealingKey) throw new Error('a TOTP secret is sealed but TOTP_KEY is not set');
  const raw = Buffer.from(stored.slice(5), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
}

/** Ten recovery codes of 12 base32 letters (60 bits), shown as xxxx-xxxx-xxxx. */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const text = base32Encode(randomBytes(8)).slice(0, 12).toLowerCase();
    return `${text.slice(0, 4)}-${text.slice(4, 8)}-${text.slice(8, 12)}`;
  });
}

/** What a typed recovery code is compared as: lower case, no spaces or dashes. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}
