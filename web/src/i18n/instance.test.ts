import { describe, expect, it } from 'vitest';
import { I18n } from './texts';

function texts() {
  const i18n = new I18n();
  i18n.init({ language: 'en', fallback: 'en' });
  i18n.addTexts('en', {
    cart: {
      title: 'Cart of {{name}}',
      items_zero: 'No item',
      items_one: '{{count}} item',
      items_other: '{{count}} items',
      steps: [{ label: 'Pick {{what}}' }, { label: 'Pay' }],
      only: 'English only',
    },
  });
  i18n.addTexts('fr', {
    cart: { title: 'Panier de {{name}}', items_one: '{{count}} article', items_other: '{{count}} articles' },
  });
  return i18n;
}

describe('the texts (i18next’s rules, the part the app uses)', () => {
  it('fills placeholders, and leaves out one without a value', () => {
    const i18n = texts();
    expect(i18n.t('cart.title', { name: 'Ana' })).toBe('Cart of Ana');
    expect(i18n.t('cart.title')).toBe('Cart of ');
  });

  it('chooses the plural form by the language’s rules, with zero apart where a text has it', async () => {
    const i18n = texts();
    expect([0, 1, 2].map((count) => i18n.t('cart.items', { count }))).toEqual(['No item', '1 item', '2 items']);
    await i18n.changeLanguage('fr');
    // French: 0 and 1 are singular; French has no zero form here.
    expect([0, 1, 2, 1_000_000].map((count) => i18n.t('cart.items', { count }))).toEqual([
      '0 article',
      '1 article',
      '2 articles',
      '1000000 articles',
    ]);
  });

  it('takes a text the language lacks from the fallback, then says the key or the default asked for', () => {
    const t = texts().getFixedT('fr');
    expect(t('cart.only')).toBe('English only');
    expect(t('cart.none')).toBe('cart.none');
    expect(t('cart.none', { defaultValue: 'Nothing' })).toBe('Nothing');
    // An object is no text, unless asked for as one.
    expect(t('cart')).toBe('cart');
  });

  it('answers lists and objects filled in when asked for them', () => {
    const i18n = texts();
    expect(i18n.t('cart.steps', { returnObjects: true, what: 'flowers' })).toEqual([
      { label: 'Pick flowers' },
      { label: 'Pay' },
    ]);
  });

  it('merges texts added later, knows which language has which, and tells of a language change', async () => {
    const i18n = texts();
    const heard: string[] = [];
    const listener = (language: string) => heard.push(language);
    i18n.on('languageChanged', listener);
    i18n.addTexts('fr', { cart: { only: 'Aussi en français' } });
    expect(i18n.has('cart.only', 'fr')).toBe(true);
    expect(i18n.has('cart.title', 'fr')).toBe(true);
    expect(i18n.has('cart.steps', 'fr')).toBe(false);
    expect(i18n.hasTexts('de')).toBe(false);
    await i18n.changeLanguage('fr');
    await i18n.changeLanguage('fr');
    i18n.off('languageChanged', listener);
    await i18n.changeLanguage('en');
    expect(heard).toEqual(['fr']);
    expect(i18n.getFixedT('fr')('cart.only')).toBe('Aussi en français');
    expect(i18n.getFixedT('fr')).toBe(i18n.getFixedT('fr'));
  });
});
