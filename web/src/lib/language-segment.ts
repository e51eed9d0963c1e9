import type { Language } from '@shop/contract';

/** A first path segment of two letters is a language code; only fr is French (SPEC §2). */
export function languageOfSegment(segment: string | undefined): Language {
  return segment?.toLowerCase() === 'fr' ? 'fr' : 'en';
}

export function isLanguageSegment(segment: string | undefined): boolean {
  return segment !== undefined && /^[a-z]{2}$/i.test(segment);
}

export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1];
  return isLanguageSegment(first) ? languageOfSegment(first) : 'en';
}
