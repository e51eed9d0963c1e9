/**
 * SPEC §4's detection of the reader's language, and the choice the reader made: apart from the
 * texts (i18n/index.ts), so that the show-only pages' island (island.ts) carries no i18next.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@shop/contract/constants';

export const LANGUAGE_STORAGE_KEY = 'language';

/** The reader's stored choice, if the browser keeps one (private modes may refuse storage). */
function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Remembers the reader's choice for their next visit (nothing when storage is refused). */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice holds for this visit only.
  }
}

/**
 * SPEC §4's order: the path first (the router passes its language), then the stored setting,
 * the browser's languages and the page's lang attribute.
 */
export function detectLanguage(pathLanguage: string | undefined): Language {
  if (pathLanguage !== undefined) return pathLanguage === 'fr' ? 'fr' : DEFAULT_LANGUAGE;
  const candidates = [
    storedLanguage(),
    ...(navigator.languages ?? []),
    navigator.language,
    document.documentElement.lang,
  ];
  for (const candidate of candidates) {
    const short = candidate?.slice(0, 2).toLowerCase();
    if (isLanguage(short)) return short;
  }
  return DEFAULT_LANGUAGE;
}
