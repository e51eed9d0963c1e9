import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n, loadFeatureTexts } from '@/i18n';
import { renderScreen } from '@/test/screen';
import { product } from '../test/fixtures';
import { ProductDetails } from './product-details';

describe('a product’s details', () => {
  it('names its country of origin in the reader’s language (issue 34, item 8: "Origine Colombia")', async () => {
    await initI18n('fr');
    await loadFeatureTexts('fr');
    renderScreen(
      <ProductDetails product={product(1, { origin: 'Colombia' })} onAdd={() => undefined} />,
      '/:lang/shop',
      '/fr/shop',
    );
    const origin = await screen.findByText('Origine');
    expect(origin.nextElementSibling).toHaveTextContent(/^Colombie$/);
  });

  it('shows an origin that is no country as staff typed it', async () => {
    await initI18n('en');
    await loadFeatureTexts('en');
    renderScreen(
      <ProductDetails product={product(1, { origin: 'Ferme Dubois' })} onAdd={() => undefined} />,
      '/shop',
      '/shop',
    );
    expect((await screen.findByText('Origin')).nextElementSibling).toHaveTextContent(/^Ferme Dubois$/);
  });
});
