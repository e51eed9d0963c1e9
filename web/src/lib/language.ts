import type { Language } from '@shop/contract';
import { useParams } from 'react-router';
import { languageOfSegment } from './language-segment';

/** The language of the current route. */
export function useLanguage(): Language {
  return languageOfSegment(useParams().lang);
}
