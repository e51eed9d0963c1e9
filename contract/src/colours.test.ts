import { describe, expect, it } from 'vitest';
import { colourName, colourWords } from './colours.js';

describe('colourName', () => {
  it('gives French readers the French colour, whatever the case typed', () => {
    expect(colourName('white', 'fr')).toBe('blanc');
    expect(colourName('Hot Pink', 'fr')).toBe('rose vif');
    expect(colourName('blue-green', 'fr')).toBe('bleu-vert');
  });

  it('leaves English as typed, and a colour it does not know', () => {
    expect(colourName('Hot Pink', 'en')).toBe('Hot Pink');
    expect(colourName('tangerine dream', 'fr')).toBe('tangerine dream');
  });

  it('knows every colour of the demo catalogue', () => {
    // server/src/seed/demo-catalog.ts COLOURS (the words that are the same in French aside).
    const demo = ['red', 'white', 'cream', 'ivory', 'pink', 'pale pink', 'hot pink', 'yellow', 'peach', 'coral'];
    const more = [
      'lavender',
      'purple',
      'burgundy',
      'bicolour',
      'green',
      'blue',
      'black',
      'gold',
      'clear',
      'blue-green',
    ];
    for (const colour of [...demo, ...more]) expect(colourName(colour, 'fr'), colour).not.toBe(colour);
  });
});

describe('colourWords', () => {
  it('gives a colour in English and French, with the feminine where it differs', () => {
    expect(colourWords('White')).toEqual(['white', 'blanc', 'blanche']);
    expect(colourWords('hot pink')).toEqual(['hot pink', 'rose vif']);
    expect(colourWords('blue-green')).toEqual(['blue-green', 'bleu-vert']);
    expect(colourWords('red')).toEqual(['red', 'rouge']);
    expect(colourWords('tangerine dream')).toEqual(['tangerine dream']);
  });

  it('knows a colour typed in French', () => {
    expect(colourWords('Blanche')).toEqual(['blanche', 'white', 'blanc']);
    expect(colourWords('rose')).toEqual(['rose', 'pink']);
  });
});
