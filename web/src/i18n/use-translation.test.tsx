import { act, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { textsInstance } from './instance';

function Greeting({ name }: { name: string }) {
  const { t, i18n } = useTranslation();
  return (
    <p lang={i18n.language}>
      {t('hello', { name })} · {t('later')}
    </p>
  );
}

// The server draws each page with its language's instance (entry-server.tsx); the browser with
// the app's, whose language changes as the reader switches.
describe('useTranslation with the app’s options', () => {
  it("uses the provider's instance, and draws again when the language changes", async () => {
    const i18n = textsInstance('en', { hello: 'Hello {{name}}', later: 'Later' });
    i18n.addResourceBundle('fr', 'translation', { hello: 'Bonjour {{name}}' });
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting name="Ana" />
        <Greeting name="Luc" />
      </I18nextProvider>,
    );
    expect(screen.getByText('Hello Ana · Later')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Hello Luc · Later')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('fr'));
    // French has no "later": the fallback language's text.
    expect(screen.getByText('Bonjour Ana · Later')).toHaveAttribute('lang', 'fr');

    // A text added after the first render (a route's texts) is found when next drawn.
    act(() => void i18n.addResourceBundle('fr', 'translation', { later: 'Plus tard' }, true, true));
    await act(() => i18n.changeLanguage('en'));
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByText('Bonjour Luc · Plus tard')).toBeInTheDocument();
  });
});
