import { describe, expect, it } from 'vitest';
import { proposedZone } from './delivery-zones.js';

describe('the delivery zone proposed from a city', () => {
  it('reads the city however it is written', () => {
    expect(proposedZone('Laval')).toBe('montreal-laval');
    expect(proposedZone('  MONTRÉAL ')).toBe('montreal-laval');
    expect(proposedZone('St-Léonard')).toBe('montreal-laval');
    expect(proposedZone('Ville Saint-Laurent')).toBe('ville-saint-laurent');
    expect(proposedZone('Saint-Laurent')).toBe('ville-saint-laurent');
    expect(proposedZone('Ste-Thérèse')).toBe('north-south-shore');
    expect(proposedZone('Longueuil')).toBe('north-south-shore');
  });
  it('proposes nothing for a city it does not know', () => {
    expect(proposedZone('Québec')).toBeNull();
    expect(proposedZone('')).toBeNull();
  });
});
