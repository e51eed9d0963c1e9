import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18n } from './texts';
import { I18nContext, useTranslation } from './use-translation';

function instance() {
  const i18n = new I18n();
  i18n.init({ language: 'en', fallback: 'en' });
  i18n.addTexts('en', { hello: 'Hello {{name}}', later: 'Later' });
  i18n.addTexts('fr', { hello: 'Bonjour {{name}}' });
  return i18n;
}

const seen: unknown[] = [];
function Greeting({ name }: { name: string }) {
  const { t, i18n } = useTranslation();
  seen.push(t);
  return (
    <p lang={i18n.language}>
      {t('hello', { name })} · {t('later')}
    </p>
  );
}

describe('useTranslation', () => {
  it("uses the provider's instance, shares one t per language, and draws again when the language changes", async () => {
    const i18n = instance();
    seen.length = 0;
    render(
      <I18nContext.Provider value={i18n}>
        <Greeting name="Ana" />
        <Greeting name="Luc" />
      </I18nContext.Provider>,
    );
    expect(screen.getByText('Hello Ana · Later')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Hello Luc · Later')).toBeInTheDocument();
    expect(new Set(seen).size).toBe(1);

    await act(() => i18n.changeLanguage('fr'));
    // French has no "later": the fallback language's text.
    expect(screen.getByText('Bonjour Ana · Later')).toHaveAttribute('lang', 'fr');
    expect(new Set(seen).size).toBe(2);

    // A text added after the first render (a route's texts) is found when next asked for.
    act(() => i18n.addTexts('fr', { later: 'Plus tard' }));
    await act(() => i18n.changeLanguage('en'));
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByText('Bonjour Luc · Plus tard')).toBeInTheDocument();
  });
});
