import { describe, expect, it } from 'vitest';
import { neutralizeFormula } from './spreadsheet-cells.js';

describe('neutralizeFormula', () => {
  it('quotes a cell that would start a formula, and only such a cell', () => {
    for (const text of ['=1+1', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("http://x")']) {
      expect(neutralizeFormula(text)).toBe(`'${text}`);
    }
    for (const text of ['Roses', 'A=B', '', "'=1", ' =1']) expect(neutralizeFormula(text)).toBe(text);
  });
});
