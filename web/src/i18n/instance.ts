/**
 * The app's texts run on i18next (decision 043): nested texts named by a dotted key, in English
 * and French, English the fallback; `{{name}}` placeholders; plurals by `count` with i18next's
 * suffixes (`_zero`, `_one`, `_other`), chosen by Intl.PluralRules for the text's language.
 * Components read them with react-i18next's `useTranslation`.
 */
import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@shop/contract/constants';

export type { I18n };
export type Texts = Record<string, unknown>;

/** What every instance of the texts shares: the browser's, and the server's one per language. */
const OPTIONS: InitOptions = {
  fallbackLng: DEFAULT_LANGUAGE,
  // The keys are dotted paths, never a namespace before a colon.
  nsSeparator: false,
  // React escapes what it draws.
  interpolation: { escapeValue: false },
  // A placeholder given no value is left out (a name not known yet), never shown as `{{name}}`.
  missingInterpolationHandler: () => '',
  // Texts are added as bundles already loaded (i18n/index.ts): nothing to wait for.
  initAsync: false,
  // Every route loads its screen's texts before the screen renders (app/routes.tsx): no
  // component suspends for them.
  react: { useSuspense: false },
  resources: {},
};

/** An instance for one language, its texts given: the server's renderer makes one per language. */
export function textsInstance(language: Language, texts: Texts): I18n {
  const instance = i18next.createInstance();
  void instance.init({ ...OPTIONS, lng: language, resources: { [language]: { translation: texts } } });
  return instance;
}

/**
 * The browser's instance, started with no texts: until a language is loaded (initI18n) a text
 * is its key, as in a component test that loads none.
 */
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init(OPTIONS);
export default i18n;
