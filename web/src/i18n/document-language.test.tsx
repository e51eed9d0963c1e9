import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { Breadcrumb } from '@/components/breadcrumb';
import { initI18n, setLanguage } from '.';

// The page as index.html serves it: in English until the app knows the reader's language.
beforeEach(() => {
  document.head.innerHTML =
    '<title>Wholesale fresh-cut flowers in Montreal</title><meta name="description" content="Wholesale fresh-cut flowers">';
  document.body.innerHTML = '<div id="startup-loader" role="status" aria-label="Loading"></div>';
});

describe('a French page is French outside its screens too', () => {
  it("the start-up loader's label, the title and the description follow the language", async () => {
    await initI18n('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(document.getElementById('startup-loader')).toHaveAttribute('aria-label', 'Chargement…');
    expect(document.title).toBe('Fleurs coupées en gros à Montréal');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/^Fleurs coupées fraîches en gros/),
    );

    await setLanguage('en');
    expect(document.title).toBe('Wholesale fresh-cut flowers in Montreal');
    expect(document.getElementById('startup-loader')).toHaveAttribute('aria-label', 'Loading…');
  });

  it('the breadcrumb landmark is named in French', async () => {
    await setLanguage('fr');
    render(
      <MemoryRouter>
        <Breadcrumb current="À propos" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('navigation', { name: 'Fil d’Ariane' })).toBeInTheDocument();
  });
});
