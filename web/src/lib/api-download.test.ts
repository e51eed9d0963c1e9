import { describe, expect, it } from 'vitest';
import { fileNameOf } from './api-download';

describe('the file name of a download', () => {
  it('prefers the exact UTF-8 name, else the plain one', () => {
    expect(fileNameOf(`attachment; filename="commandes_2026.xlsx"; filename*=UTF-8''commandes_2026.xlsx`)).toBe(
      'commandes_2026.xlsx',
    );
    expect(fileNameOf(`attachment; filename="Pr_visions.xlsx"; filename*=UTF-8''Pr%C3%A9visions.xlsx`)).toBe(
      'Prévisions.xlsx',
    );
    expect(fileNameOf('attachment; filename="orders.xlsx"')).toBe('orders.xlsx');
    expect(fileNameOf(`attachment; filename="a.xlsx"; filename*=UTF-8''%E0%A4%A.xlsx`)).toBe('a.xlsx');
    expect(fileNameOf(null)).toBeNull();
  });
});
