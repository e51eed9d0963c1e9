import { describe, expect, it } from 'vitest';
import { asTyped, frenchCopy, frenchOf, frenchTypeset, frenchTypography, withoutTypedMarks } from './typography.js';

const NBSP = '\u00a0';

describe('French typography', () => {
  it('puts a no-break space before : ; ! ?', () => {
    expect(frenchTypography('Sous-total: 139,25 $')).toBe(`Sous-total${NBSP}: 139,25 $`);
    expect(frenchTypography('Note : fragile')).toBe(`Note${NBSP}: fragile`);
    expect(frenchTypography('Des questions? Écrivez-nous!')).toBe(`Des questions${NBSP}? Écrivez-nous${NBSP}!`);
    expect(frenchTypography(`Déjà${NBSP}: bien`)).toBe(`Déjà${NBSP}: bien`);
  });
  it('leaves times, addresses and queries alone', () => {
    expect(frenchTypography('Avant 10:00 à https://fleurs.test/fr?x=1')).toBe(
      'Avant 10:00 à https://fleurs.test/fr?x=1',
    );
  });
});

describe('frenchCopy', () => {
  const copy = frenchCopy({
    note: (note: string) => `Note : ${note}`,
    totals: ['Sous-total: ', 'Total'],
    nested: { ask: 'Des questions? Répondez.' },
    count: (n: number, who: string) => `${who} : ${n} commande${n > 1 ? 's' : ''}!`,
    status: (code: string) => `Commande : ${({ ready: 'prête' } as Record<string, string>)[code] ?? code}`,
  });

  it('sets the copy’s own marks, not the data it is given', () => {
    expect(copy.note('Livrer en mai? Merci!')).toBe(`Note${NBSP}: Livrer en mai? Merci!`);
    expect(copy.totals[0]).toBe(`Sous-total${NBSP}: `);
    expect(copy.nested.ask).toBe(`Des questions${NBSP}? Répondez.`);
    expect(copy.count(3, 'Anne!')).toBe(`Anne!${NBSP}: 3 commandes${NBSP}!`);
  });

  it('sets the whole text of a function that looks its argument up', () => {
    expect(copy.status('ready')).toBe(`Commande${NBSP}: prête`);
  });
});

describe('frenchCopy on a mail', () => {
  it('sets the texts of what a function gives, leaving its data as given', () => {
    const mail = frenchCopy({
      made: (name: string) => ({ subject: `Bienvenue ${name}!`, paragraphs: [`Bonjour ${name} :`, 'Merci!'] }),
    });
    expect(mail.made('Anne?')).toEqual({
      subject: `Bienvenue Anne?${NBSP}!`,
      paragraphs: [`Bonjour Anne?${NBSP}:`, `Merci${NBSP}!`],
    });
  });
});

describe('frenchTypeset', () => {
  it('sets the text’s own words and leaves the data marked asTyped as typed', () => {
    expect(frenchTypeset(`Note: ${asTyped('Livrer en mai? Merci!')}`)).toBe(`Note${NBSP}: Livrer en mai? Merci!`);
    expect(frenchTypeset(`Client ${asTyped('Anne!')}: ${asTyped('PO: 7')}; fin?`)).toBe(
      `Client Anne!${NBSP}: PO: 7${NBSP}; fin${NBSP}?`,
    );
  });
  it('drops the marks when no typography is applied', () => {
    expect(withoutTypedMarks(`Note: ${asTyped('mai?')}`)).toBe('Note: mai?');
  });
});

describe('frenchOf', () => {
  it('elides de before a vowel or a mute h, with the typographic apostrophe', () => {
    expect(frenchOf('octobre 2026')).toBe('d’octobre 2026');
    expect(frenchOf('Anthurium')).toBe('d’Anthurium');
    expect(frenchOf('Œillet')).toBe('d’Œillet');
    expect(frenchOf('Hortensia')).toBe('d’Hortensia');
    expect(frenchOf('novembre 2026')).toBe('de novembre 2026');
    expect(frenchOf('Rose')).toBe('de Rose');
    expect(frenchOf('Yucca')).toBe('de Yucca');
  });
});
