import { describe, expect, it } from 'vitest';
import { frenchTypography } from './typography.js';

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
