import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchingStep,
  newTotpKey,
  openSecret,
  otpauthUri,
  sealSecret,
  timeStep,
  totpAt,
} from './totp.js';

// RFC 6238 appendix B, SHA-1: the key is the ASCII "12345678901234567890".
const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');
const VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it('gives the RFC test vectors (8 digits) and their last 6 digits', () => {
    for (const [seconds, code] of VECTORS) {
      expect(totpAt(RFC_KEY, new Date(seconds * 1000), 8)).toBe(code);
      expect(totpAt(RFC_KEY, new Date(seconds * 1000))).toBe(code.slice(2));
    }
  });

  it('gives the RFC 4226 HOTP vectors', () => {
    expect([0, 1, 2, 9].map((c) => hotp(RFC_KEY, c))).toEqual(['755224', '287082', '359152', '520489']);
  });

  it('accepts one step either side, never a step already used', () => {
    const at = new Date(1_700_000_000_000);
    const now = timeStep(at);
    expect(matchingStep(RFC_KEY, totpAt(RFC_KEY, at), at, null)).toBe(now);
    expect(matchingStep(RFC_KEY, hotp(RFC_KEY, now - 1), at, null)).toBe(now - 1);
    expect(matchingStep(RFC_KEY, hotp(RFC_KEY, now + 1), at, null)).toBe(now + 1);
    expect(matchingStep(RFC_KEY, hotp(RFC_KEY, now - 2), at, null)).toBeNull();
    expect(matchingStep(RFC_KEY, hotp(RFC_KEY, now), at, now)).toBeNull();
    expect(matchingStep(RFC_KEY, hotp(RFC_KEY, now + 1), at, now)).toBe(now + 1);
    expect(matchingStep(RFC_KEY, 'abcdef', at, null)).toBeNull();
  });

  it('round-trips base32 (RFC 4648 vectors) and the sealed secret', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('mzxw 6ytb oi').toString()).toBe('foobar');
    const key = newTotpKey();
    expect(openSecret(sealSecret(key, null), null)).toEqual(key);
    const sealing = Buffer.alloc(32, 7);
    const sealed = sealSecret(key, sealing);
    expect(sealed).toMatch(/^gcm1:/);
    expect(sealed).not.toContain(base32Encode(key));
    expect(openSecret(sealed, sealing)).toEqual(key);
    expect(() => openSecret(sealed, Buffer.alloc(32, 8))).toThrow();
    expect(() => openSecret(sealed, null)).toThrow();
  });

  it('writes the otpauth URI authenticators read', () => {
    const uri = otpauthUri(RFC_KEY, 'Fleurs en Gros', 'a@b.example');
    expect(uri).toBe(
      'otpauth://totp/Fleurs%20en%20Gros%3Aa%40b.example?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Fleurs+en+Gros&algorithm=SHA1&digits=6&period=30',
    );
  });
});
