import i18n from './instance';
import { describe, expect, it } from 'vitest';
import { initI18n, loadFeatureTexts, loadLegalTexts, loadPageTexts } from '.';

// Issue 17: French texts set a no-break space before : ; ! ? (so that the mark never starts a
// line), the texts only: what the reader or the data brings is shown as it is.
describe('French typography of the texts', () => {
  it('sets each French text the French way, placeholders kept and values untouched', async () => {
    await initI18n('fr');
    await loadFeatureTexts('fr');
    await loadPageTexts('fr');
    await loadLegalTexts('fr');
    const bad: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (typeof value === 'string') {
        if (/ [:;!?](\s|$)|[\p{L}\p{N}][:;!?](\s|$)/u.test(value)) bad.push(`${path}: ${value}`);
      } else if (value && typeof value === 'object')
        Object.entries(value).forEach(([k, v]) => walk(v, path ? `${path}.${k}` : k));
    };
    walk(i18n.getResourceBundle('fr', 'translation'), '');
    expect(bad).toEqual([]);
    const t = i18n.getFixedT('fr');
    expect(t('home.mission.quote')).toContain('simple\u00a0: offrir');
    expect(t('claims.photos.sent', { name: 'photo?.jpg', percent: 50 })).toBe('photo?.jpg\u00a0: 50 % envoyé');
  });

  // Issue 34, item 8: French writes its apostrophe ’ (d’Anthurium) and abbreviates numéro "nᵒ"
  // (a raised o, as the OQLF writes it), not n°, nº nor "no".
  it('writes the typographic apostrophe and nᵒ in every French text', async () => {
    await initI18n('fr');
    await loadFeatureTexts('fr');
    await loadPageTexts('fr');
    await loadLegalTexts('fr');
    const bad: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (typeof value === 'string') {
        if (/\p{L}'\p{L}|\b[nN][°º]|\b[nN]o (?=\d|\{\{)/u.test(value)) bad.push(`${path}: ${value}`);
      } else if (value && typeof value === 'object')
        Object.entries(value).forEach(([k, v]) => walk(v, path ? `${path}.${k}` : k));
    };
    walk(i18n.getResourceBundle('fr', 'translation'), '');
    expect(bad).toEqual([]);
    expect(i18n.getFixedT('fr')('claims.number', { id: 1 })).toBe('Réclamation nᵒ\u00a01');
  });
});
