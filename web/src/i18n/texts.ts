/**
 * The app's texts in a language: the part of i18next the app used, in about 1 KB gzip instead
 * of 14 (issue 19's JavaScript budgets, decision 038). Texts are nested objects whose keys a
 * dotted path names. A text can hold `{{name}}` placeholders; a text that depends on a number
 * has the forms `_zero`, `_one`, `_other`… (Intl.PluralRules) chosen by `count`. A text missing
 * in the reader's language is taken from the fallback language, then is its key (or the
 * `defaultValue` asked for).
 */
export type Texts = Record<string, unknown>;

export interface TOptions {
  count?: number;
  /** Said instead of the key when no language has the text. */
  defaultValue?: string;
  /** Answers the object or list at the key, its texts filled in, instead of a text. */
  returnObjects?: boolean;
  /** The values of the text's placeholders. */
  [placeholder: string]: unknown;
}

export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}

type Listener = (language: string) => void;

export class I18n {
  /** The reader's language; empty until `init`. */
  language = '';
  isInitialized = false;
  private fallback = '';
  private readonly texts = new Map<string, Texts>();
  private readonly listeners = new Set<Listener>();
  private readonly fixed = new Map<string, TFunction>();
  private readonly plurals = new Map<string, Intl.PluralRules>();

  /** Starts in `language`, falling back to `fallback` for a text it lacks. */
  init({ language, fallback }: { language: string; fallback: string }): void {
    this.language = language;
    this.fallback = fallback;
    this.isInitialized = true;
  }

  /** Adds texts to a language, over those it has (objects are merged, the rest replaced). */
  addTexts(language: string, texts: Texts): void {
    this.texts.set(language, merge(this.texts.get(language) ?? {}, texts));
  }

  /** Whether a language has any texts yet. */
  hasTexts(language: string): boolean {
    return this.texts.has(language);
  }

  /** Every text a language has (for checks). */
  textsOf(language: string): Texts {
    return this.texts.get(language) ?? {};
  }

  /** Whether the language itself (not its fallback) has the text. */
  has(key: string, language: string): boolean {
    return lookup(this.texts.get(language), key) !== undefined;
  }

  /** A text in the current language. */
  t: TFunction = ((key: string, options?: TOptions) => this.getFixedT(this.language)(key, options)) as TFunction;

  /** The `t` of a language: one per language, so that components can keep it. */
  getFixedT(language: string): TFunction {
    let t = this.fixed.get(language);
    if (!t) {
      t = ((key: string, options: TOptions = {}) => this.translate(language, key, options)) as TFunction;
      this.fixed.set(language, t);
    }
    return t;
  }

  async changeLanguage(language: string): Promise<void> {
    if (language === this.language) return;
    this.language = language;
    for (const listener of this.listeners) listener(language);
  }

  on(_event: 'languageChanged', listener: Listener): void {
    this.listeners.add(listener);
  }

  off(_event: 'languageChanged', listener: Listener): void {
    this.listeners.delete(listener);
  }

  private translate(language: string, key: string, options: TOptions): unknown {
    const languages = language === this.fallback || !this.fallback ? [language] : [language, this.fallback];
    for (const lang of languages) {
      for (const candidate of this.forms(lang, key, options.count)) {
        const found = lookup(this.texts.get(lang), candidate);
        if (typeof found === 'string') return fill(found, options);
        if (found !== undefined && options.returnObjects) return fillAll(found, options);
      }
    }
    return options.defaultValue ?? key;
  }

  /** The keys to try for a text, most precise first: with a count, its plural forms. */
  private forms(language: string, key: string, count: unknown): string[] {
    if (typeof count !== 'number') return [key];
    let rules = this.plurals.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.plurals.set(language, rules);
    }
    const forms = [`${key}_${rules.select(count)}`, `${key}_other`, key];
    return count === 0 ? [`${key}_zero`, ...forms] : forms;
  }
}

function lookup(texts: Texts | undefined, key: string): unknown {
  let value: unknown = texts;
  for (const part of key.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** `{{name}}` replaced by its value; a placeholder without a value is left out. */
function fill(text: string, values: TOptions): string {
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

function fillAll(value: unknown, values: TOptions): unknown {
  if (typeof value === 'string') return fill(value, values);
  if (Array.isArray(value)) return value.map((item) => fillAll(item, values));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillAll(v, values)]));
  return value;
}

function merge(into: Texts, from: Texts): Texts {
  const out: Texts = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const old = out[key];
    out[key] = isPlainObject(old) && isPlainObject(value) ? merge(old, value) : value;
  }
  return out;
}

const isPlainObject = (value: unknown): value is Texts =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The app's instance in the browser. */
const i18n = new I18n();
export default i18n;
