import i18n, { type I18n, type Texts } from './instance';
import type { Language } from '@shop/contract/constants';
import { validationMessages } from '@shop/contract/messages';
import { frenchTypography } from '@shop/contract/typography';
import { rememberLanguage } from './detect-language';

/**
 * A language's texts as its reader expects them: in French, a no-break space before : ; ! ? (the
 * texts only, never the data), and the plural form French uses from a million on (`_many`,
 * Intl.PluralRules) taken from `_other` where a text has no such form of its own: i18next would
 * otherwise say "1 000 000 items" in English.
 */
export function prepareTexts(language: Language, texts: Texts): Texts {
  if (language !== 'fr') return texts;
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return frenchTypography(value);
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value).map(([k, v]) => [k, walk(v)] as const);
    const many = entries
      .filter(([k]) => k.endsWith('_other') && !(`${k.slice(0, -'_other'.length)}_many` in value))
      .map(([k, v]) => [`${k.slice(0, -'_other'.length)}_many`, v] as const);
    return Object.fromEntries([...entries, ...many]);
  };
  return walk(texts) as Texts;
}

/** Adds texts to a language, over those it has (objects merged, the rest replaced). */
function addTexts(language: Language, texts: Texts): void {
  i18n.addResourceBundle(language, 'translation', prepareTexts(language, texts), true, true);
}

/** Whether the language itself (not its fallback) has the text. */
const has = (key: string, language: Language, instance: I18n = i18n) =>
  instance.getResource(language, 'translation', key) !== undefined;

type TextsFiles = Record<Language, () => Promise<{ default: Texts }>>;

const loaders: TextsFiles = {
  en: () => import('./locales/en.json'),
  fr: () => import('./locales/fr.json'),
};

/** A loader of a file of texts per language, each loaded once: known by one of its texts. */
function textsLoader(files: TextsFiles, knownBy: string): (language: Language) => Promise<void> {
  return async (language) => {
    if (has(knownBy, language)) return;
    const { default: texts } = await files[language]();
    addTexts(language, texts);
  };
}

// The four policies are long and read rarely: they load with the legal pages only
// (docs/decisions/004-legal-texts-apart.md).
export const loadLegalTexts = textsLoader(
  { en: () => import('./locales/legal.en.json'), fr: () => import('./locales/legal.fr.json') },
  'legal.terms.title',
);

// The texts of the pages that only show (home, about, success): the server draws them without
// the app (decision 044), so the forms and the signed-in screens do not carry them.
export const loadPageTexts = textsLoader(
  { en: () => import('./locales/pages.en.json'), fr: () => import('./locales/pages.fr.json') },
  'about.title',
);

// Texts of the signed-in screens (catalogue, price lists, offers...): one file per feature in
// locales/features, loaded together by the signed-in routes only so that the public pages stay light.
const featureLoaders: Record<Language, () => Promise<{ default: Texts[] }>> = {
  en: () => import('./feature-texts.en'),
  fr: () => import('./feature-texts.fr'),
};

/** The text that marks the signed-in screens' texts as loaded. */
export const FEATURE_TEXTS_FLAG = 'featureTextsLoaded';

/**
 * Whether the signed-in screens' texts of a language are there (a signed-in route loaded them),
 * in the app's instance or the one a component draws with (the server's, useTranslation).
 */
export const featureTextsLoaded = (language: Language, instance: I18n = i18n) =>
  has(FEATURE_TEXTS_FLAG, language, instance);

export async function loadFeatureTexts(language: Language): Promise<void> {
  if (featureTextsLoaded(language)) return;
  const { default: files } = await featureLoaders[language]();
  for (const texts of files) addTexts(language, texts);
  addTexts(language, { [FEATURE_TEXTS_FLAG]: 'yes' });
}

/**
 * Loads a language's texts once, with the contract's validation messages beside them. Asked by
 * a text of its own: a signed-in route may have added its feature texts first (the routes'
 * loaders run together).
 */
export async function loadLanguage(language: Language): Promise<void> {
  if (has('common.loading', language)) return;
  const { default: texts } = await loaders[language]();
  addTexts(language, { ...texts, validation: validationMessages[language] });
}

/**
 * The texts of the page outside the screens, in its language: <html lang>, the start-up
 * loader's label, and the title and description until the screen sets its own.
 */
function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  // The installed app's name and start page in the reader's language (issue 41).
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifest.${language}.webmanifest`);
  document.getElementById('startup-loader')?.setAttribute('aria-label', i18n.t('common.loading'));
  document.title = i18n.t('meta.homeTitle');
  document.querySelector('meta[name="description"]')?.setAttribute('content', i18n.t('meta.description'));
}

/** Switches the language, keeps <html lang> in step and remembers the choice. */
export async function setLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
  rememberLanguage(language);
}

export async function initI18n(language: Language): Promise<I18n> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
  return i18n;
}

export default i18n;
