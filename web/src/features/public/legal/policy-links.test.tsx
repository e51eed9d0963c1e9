import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { withPolicyLinks } from './policy-links';

const FR = [
  ['shipping', 'Politique de livraison'],
  ['refund', 'Politique de retour et de remboursement'],
] as const;

function renderAt(path: string, text: string) {
  const router = createMemoryRouter(
    [{ path: '/:lang?/*', element: <p data-testid="text">{withPolicyLinks(text, FR)}</p> }],
    {
      initialEntries: [path],
    },
  );
  render(<RouterProvider router={router} />);
  return screen.getByTestId('text');
}

describe('withPolicyLinks', () => {
  afterEach(cleanup);

  it('links every policy the text names, in the reader’s language, and keeps the words around them', () => {
    const text =
      'Tous les détails figurent dans notre Politique de livraison ; voir aussi notre Politique de retour et de remboursement.';
    const paragraph = renderAt('/fr/terms-and-conditions', text);
    expect(paragraph.textContent).toBe(text);
    expect(screen.getByRole('link', { name: 'Politique de livraison' }).getAttribute('href')).toBe(
      '/fr/shipping-policy',
    );
    expect(screen.getByRole('link', { name: 'Politique de retour et de remboursement' }).getAttribute('href')).toBe(
      '/fr/refund-policy',
    );
  });

  it('leaves a text that names no policy as it is', () => {
    const paragraph = renderAt('/fr/terms-and-conditions', 'Les fleurs sont périssables.');
    expect(paragraph.textContent).toBe('Les fleurs sont périssables.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
