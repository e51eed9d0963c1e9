import { describe, expect, it } from 'vitest';
import { prepareTexts } from '.';
import { textsInstance } from './instance';

// The rules of i18next the app's texts rely on, with the app's options (decision 043).
function texts() {
  const i18n = textsInstance('en', {
    cart: {
      title: 'Cart of {{name}}',
      items_zero: 'No item',
      items_one: '{{count}} item',
      items_other: '{{count}} items',
      steps: [{ label: 'Pick {{what}}' }, { label: 'Pay' }],
      only: 'English only',
      tag: '<b>{{name}}</b>',
    },
  });
  i18n.addResourceBundle(
    'fr',
    'translation',
    prepareTexts('fr', {
      cart: { title: 'Panier de {{name}}', items_one: '{{count}} article', items_other: '{{count}} articles' },
    }),
  );
  return i18n;
}

describe('the texts (i18next with the app’s options)', () => {
  it('fills placeholders unescaped (React escapes), and leaves out one without a value', () => {
    const i18n = texts();
    expect(i18n.t('cart.title', { name: 'Ana & Luc' })).toBe('Cart of Ana & Luc');
    expect(i18n.t('cart.tag', { name: 'x' })).toBe('<b>x</b>');
    expect(i18n.t('cart.title')).toBe('Cart of ');
  });

  it('chooses the plural form by the language’s rules, with zero apart where a text has it', async () => {
    const i18n = texts();
    expect([0, 1, 2].map((count) => i18n.t('cart.items', { count }))).toEqual(['No item', '1 item', '2 items']);
    await i18n.changeLanguage('fr');
    // French: 0 and 1 are singular, a million and more take the form for many (here `_other`'s);
    // French has no zero form here.
    expect([0, 1, 2, 1_000_000].map((count) => i18n.t('cart.items', { count }))).toEqual([
      '0 article',
      '1 article',
      '2 articles',
      '1000000 articles',
    ]);
  });

  it('takes a text the language lacks from English, then says the key or the default asked for', () => {
    const t = texts().getFixedT('fr');
    expect(t('cart.only')).toBe('English only');
    expect(t('cart.none')).toBe('cart.none');
    expect(t('cart.none', { defaultValue: 'Nothing' })).toBe('Nothing');
    // A colon is text, not a namespace.
    expect(t('Heure: 10 h')).toBe('Heure: 10 h');
  });

  it('answers lists and objects filled in when asked for them', () => {
    const i18n = texts();
    expect(i18n.t('cart.steps', { returnObjects: true, what: 'flowers' })).toEqual([
      { label: 'Pick flowers' },
      { label: 'Pay' },
    ]);
  });

  it('merges texts added later into what a language has', () => {
    const i18n = texts();
    i18n.addResourceBundle('fr', 'translation', { cart: { only: 'Aussi en français' } }, true, true);
    expect(i18n.getFixedT('fr')('cart.only')).toBe('Aussi en français');
    expect(i18n.getFixedT('fr')('cart.title', { name: 'Ana' })).toBe('Panier de Ana');
  });
});
