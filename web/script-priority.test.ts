import { describe, expect, it } from 'vitest';
import { withLowScriptPriority } from './script-priority';

describe('script priority', () => {
  it('asks for the module script and its preloads at low priority, once each, and nothing else', () => {
    const html = [
      '<link rel="stylesheet" crossorigin href="/assets/index.css">',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react.js">',
      '<link rel="modulepreload" fetchpriority="high" crossorigin href="/assets/kept.js">',
      '<img src="/hero.svg" fetchpriority="high">',
    ].join('\n');
    expect(withLowScriptPriority(withLowScriptPriority(html)).split('\n')).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/index.css">',
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react.js">',
      '<link rel="modulepreload" fetchpriority="high" crossorigin href="/assets/kept.js">',
      '<img src="/hero.svg" fetchpriority="high">',
    ]);
  });
});
