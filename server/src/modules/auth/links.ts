import type { Language } from '@shop/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { issuePasswordToken } from './password-tokens.js';

/** A link into the web app for an e-mail, in its recipient's language. */
export function linkFor(config: Config, language: Language, path: string): string {
  return `${config.publicUrl}${language === 'fr' ? '/fr' : ''}${path}`;
}

/** A one-time link for an account to choose its password (a new customer's first e-mail). */
export async function issueSetPasswordLink(
  db: Db,
  clock: Clock,
  config: Config,
  user: { id: number; language: Language },
): Promise<string> {
  const token = await issuePasswordToken(db, clock, user.id, 'set');
  return linkFor(config, user.language, `/set-password?token=${encodeURIComponent(token)}`);
}
