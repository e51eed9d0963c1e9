import type { Language } from '@shop/contract';
import { MIN_PASSWORD_SCORE } from '@shop/contract/constants';

/** zxcvbn's score with the reader's dictionaries, loaded on first use. */
export async function passwordScore(language: Language, password: string, userInputs: string[] = []): Promise<number> {
  const { loadPasswordScorer } = await import('@shop/contract/password-strength');
  const score = await loadPasswordScorer([language]);
  return score(password, userInputs);
}

export async function isStrongEnough(
  language: Language,
  password: string,
  userInputs: string[] = [],
): Promise<boolean> {
  return (await passwordScore(language, password, userInputs)) >= MIN_PASSWORD_SCORE;
}
