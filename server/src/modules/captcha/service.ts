import { randomBytes } from 'node:crypto';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CappedMap, createChallenge, randomInt } from 'altcha-lib';
import { verify } from 'altcha-lib/frameworks/shared';
import type { Config } from '../../config.js';

const CHALLENGE_TTL_MS = 10 * 60_000;

export interface Captcha {
  mode: Config['captcha']['mode'];
  /** A fresh challenge for GET /api/captcha; null when the mode has none (only altcha does). */
  challenge(): Promise<object | null>;
  /** True when the token proves a human (or the challenge is off). Each token works once. */
  verify(token: string | undefined, remoteIp: string): Promise<boolean>;
}

function altchaCaptcha(cost: number): Captcha {
  // Challenges live minutes; a secret per process is enough and never leaves memory.
  const hmacSignatureSecret = randomBytes(32).toString('hex');
  const hmacKeySignatureSecret = randomBytes(32).toString('hex');
  const store = new CappedMap<string, boolean>({ maxSize: 50_000 });
  return {
    mode: 'altcha',
    challenge: () =>
      createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost,
        counter: randomInt(cost, cost * 4),
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }),
    async verify(token) {
      if (!token) return false;
      const result = await verify(token, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret, store);
      return result.error === null && result.verification?.verified === true;
    },
  };
}

function recaptchaCaptcha(secret: string): Captcha {
  return {
    mode: 'recaptcha',
    challenge: async () => null,
    async verify(token, remoteIp) {
      if (!token) return false;
      const body = new URLSearchParams({ secret, response: token, remoteip: remoteIp });
      try {
        const res = await fetch('https://www.google.com/recaptcha/api/siteverify', {
          method: 'POST',
          body,
          signal: AbortSignal.timeout(5000),
        });
        const json = (await res.json()) as { success?: boolean };
        return json.success === true;
      } catch {
        return false;
      }
    },
  };
}

const offCaptcha: Captcha = {
  mode: 'off',
  challenge: async () => null,
  verify: async () => true,
};

/** The challenge CAPTCHA selects: self-hosted proof of work, reCAPTCHA, or off (tests). */
export function createCaptcha(config: Config['captcha'], altchaCost = 1000): Captcha {
  if (config.mode === 'altcha') return altchaCaptcha(altchaCost);
  if (config.mode === 'recaptcha' && config.recaptchaSecret) return recaptchaCaptcha(config.recaptchaSecret);
  return offCaptcha;
}
