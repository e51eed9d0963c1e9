import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as fr from '@zxcvbn-ts/language-fr';
import { PASSWORD_MIN_LENGTH } from './registration.js';

/** SPEC §5's five levels, from zxcvbn's scores 0 to 4. */
export const STRENGTH_LEVELS = ['tooWeak', 'weak', 'fair', 'good', 'strong'] as const;
export type StrengthLevel = (typeof STRENGTH_LEVELS)[number];

/** The lowest score accepted: Fair. */
export const MIN_PASSWORD_SCORE = 2;

let checker: ZxcvbnFactory | null = null;
function zxcvbn(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary },
  });
  return checker;
}

/** The password's score 0-4; the user's own details count against it. */
export async function passwordScore(password: string, userInputs: string[] = []): Promise<number> {
  if (password.length < PASSWORD_MIN_LENGTH) return 0;
  const result = await zxcvbn().checkAsync(password, userInputs.filter(Boolean));
  return result.score;
}

export async function isStrongEnough(password: string, userInputs: string[] = []): Promise<boolean> {
  return (await passwordScore(password, userInputs)) >= MIN_PASSWORD_SCORE;
}
