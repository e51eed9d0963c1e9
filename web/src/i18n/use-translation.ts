import { useContext, useSyncExternalStore } from 'react';
import { I18nContext } from 'react-i18next';
import i18next, { type i18n as I18n, type TFunction } from 'i18next';

/**
 * The reader's texts for a component: `t` in the current language, and the i18next instance
 * (the provider's, on the server; else the app's). Drawn again when the language changes.
 *
 * react-i18next's own hook copies every property of the i18next instance into a wrapper, and
 * makes a `t`, for each component that mounts: the shop's list mounts a hundred and more of
 * them, and that was a seventh of its first render on a phone (issue 19). Here each language's
 * `t` is made once and shared. Texts are loaded by the routes before their screens render
 * (app/routes.tsx), so nothing waits for them here; a text added later is found when asked for.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext)?.i18n ?? i18next;
  const { subscribe, language } = watcherOf(i18n);
  const current = useSyncExternalStore(subscribe, language, language);
  return { t: fixedT(i18n, current), i18n };
}

interface Watcher {
  subscribe: (onChange: () => void) => () => void;
  language: () => string;
  ts: Map<string, TFunction>;
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
      ts: new Map(),
    };
    watchers.set(i18n, watcher);
  }
  return watcher;
}

// Before i18next is initialised (a component tested without texts) a text is its key, as with
// react-i18next.
const keyOnly = ((key: string | string[]) => (Array.isArray(key) ? key[0] : key)) as unknown as TFunction;

function fixedT(i18n: I18n, language: string): TFunction {
  if (!i18n.isInitialized) return keyOnly;
  const { ts } = watcherOf(i18n);
  let t = ts.get(language);
  if (!t) {
    t = i18n.getFixedT(language);
    ts.set(language, t);
  }
  return t;
}
