import { act, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useTranslation } from './use-translation';

async function instance() {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: {
      en: { translation: { hello: 'Hello {{name}}', later: 'Later' } },
      fr: { translation: { hello: 'Bonjour {{name}}' } },
    },
    interpolation: { escapeValue: false },
  });
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
    const i18n = await instance();
    seen.length = 0;
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting name="Ana" />
        <Greeting name="Luc" />
      </I18nextProvider>,
    );
    expect(screen.getByText('Hello Ana · Later')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Hello Luc · Later')).toBeInTheDocument();
    expect(new Set(seen).size).toBe(1);

    await act(() => i18n.changeLanguage('fr'));
    // French has no "later": the fallback language's text, as i18next gives it.
    expect(screen.getByText('Bonjour Ana · Later')).toHaveAttribute('lang', 'fr');
    expect(new Set(seen).size).toBe(2);

    // A text added after the first render (a route's texts) is found when next asked for.
    act(() => i18n.addResourceBundle('fr', 'translation', { later: 'Plus tard' }, true, true));
    await act(() => i18n.changeLanguage('en'));
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByText('Bonjour Luc · Plus tard')).toBeInTheDocument();
  });
});
