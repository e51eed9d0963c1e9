import { createContext, useContext, useSyncExternalStore } from 'react';
import appI18n, { type I18n, type TFunction } from './texts';

/** The instance the components below draw with (the server's, per language); else the app's. */
export const I18nContext = createContext<I18n | null>(null);

/**
 * The reader's texts for a component: `t` in the current language, and the texts' instance
 * (the provider's, on the server; else the app's). Drawn again when the language changes.
 *
 * Each language's `t` is made once and shared (the shop's list mounts a hundred and more
 * components that use it). Texts are loaded by the routes before their screens render
 * (app/routes.tsx), so nothing waits for them here; a text added later is found when asked for.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext) ?? appI18n;
  const { subscribe, language } = watcherOf(i18n);
  const current = useSyncExternalStore(subscribe, language, language);
  return { t: fixedT(i18n, current), i18n };
}

interface Watcher {
  subscribe: (onChange: () => void) => () => void;
  language: () => string;
}

// One per instance, so that useSyncExternalStore keeps its subscription from render to render.
const watchers = new WeakMap<I18n, Watcher>();

function watcherOf(i18n: I18n): Watcher {
  let watcher = watchers.get(i18n);
  if (!watcher) {
    watcher = {
      subscribe: (onChange) => {
        i18n.on('languageChanged', onChange);
        return () => i18n.off('languageChanged', onChange);
      },
      language: () => i18n.language,
    };
    watchers.set(i18n, watcher);
  }
  return watcher;
}

// Before the texts are initialised (a component tested without texts) a text is its key.
const keyOnly = ((key: string) => key) as TFunction;

function fixedT(i18n: I18n, language: string): TFunction {
  if (!i18n.isInitialized) return keyOnly;
  return i18n.getFixedT(language);
}
