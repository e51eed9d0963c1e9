import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from './server';

export const OUTBOX = path.join(E2E_DATA_DIR, 'outbox');

/** Undoes quoted-printable: soft line breaks and =XX bytes (UTF-8). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!));
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * The newest .eml delivered to an address (waits for the sender), decoded. `containing` waits
 * for the e-mail that holds it: an address often has an earlier e-mail (the approval one) that
 * would otherwise be returned while the awaited one is still in the sender's queue.
 */
export function lastMailTo(address: string, containing = '', timeout = 10_000): Promise<string> {
  const to = new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}`, 'mi');
  return newestMailMatching(to, containing, timeout);
}

/** The newest .eml whose decoded text matches the pattern and holds `containing` (waits for the sender). */
export async function newestMailMatching(pattern: RegExp, containing = '', timeout = 10_000): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        if (!fs.existsSync(OUTBOX)) return false;
        const files = fs.readdirSync(OUTBOX).sort().reverse();
        for (const file of files) {
          const text = decodeQuotedPrintable(fs.readFileSync(path.join(OUTBOX, file), 'utf8'));
          if (pattern.test(text) && text.includes(containing)) {
            found = text;
            return true;
          }
        }
        return false;
      },
      { timeout },
    )
    .toBe(true);
  return found;
}
