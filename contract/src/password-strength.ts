import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { Language } from './constants.js';
import { MIN_PASSWORD_SCORE, PASSWORD_MIN_LENGTH } from './constants.js';

/** SPEC §5's five levels, from zxcvbn's scores 0 to 4. */
export const STRENGTH_LEVELS = ['tooWeak', 'weak', 'fair', 'good', 'strong'] as const;
export type StrengthLevel = (typeof STRENGTH_LEVELS)[number];

export type PasswordScorer = (password: string, userInputs?: string[]) => Promise<number>;

// The dictionaries are large (megabytes): each language is its own import, so that a page
// loads only its reader's, and the server loads both once.
const packs = {
  en: () => import('@zxcvbn-ts/language-en'),
  fr: () => import('@zxcvbn-ts/language-fr'),
} satisfies Record<Language, unknown>;

const scorers = new Map<string, Promise<PasswordScorer>>();

async function buildScorer(languages: Language[]): Promise<PasswordScorer> {
  const [common, ...languagePacks] = await Promise.all([
    import('@zxcvbn-ts/language-common'),
    ...languages.map((l) => packs[l]()),
  ]);
  const zxcvbn = new ZxcvbnFactory({
    graphs: common.adjacencyGraphs,
    dictionary: Object.assign({}, common.dictionary, ...languagePacks.map((p) => p.dictionary)),
  });
  return async (password, userInputs = []) => {
    if (password.length < PASSWORD_MIN_LENGTH) return 0;
    return (await zxcvbn.checkAsync(password, userInputs.filter(Boolean))).score;
  };
}

/** A scorer (0-4) using the common dictionaries and those of the given languages. */
export function loadPasswordScorer(languages: Language[]): Promise<PasswordScorer> {
  const key = [...languages].sort().join(',');
  let scorer = scorers.get(key);
  if (!scorer) {
    scorer = buildScorer(languages);
    scorers.set(key, scorer);
  }
  return scorer;
}

/** The server's check: both languages' dictionaries; the user's own details count against it. */
export async function isStrongEnough(password: string, userInputs: string[] = []): Promise<boolean> {
  const score = await loadPasswordScorer(['en', 'fr']);
  return (await score(password, userInputs)) >= MIN_PASSWORD_SCORE;
}
