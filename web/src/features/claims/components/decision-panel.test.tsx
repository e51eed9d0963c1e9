import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Claim } from '@shop/contract';
import { initI18n, loadFeatureTexts } from '@/i18n';
import { fakeApi, renderScreen } from '@/test/screen';
import { DecisionPanel } from './decision-panel';

afterEach(() => vi.unstubAllGlobals());

// Issue 34, item 6: 2 × 42,90 $ = 85,80 $ of goods; a return is credited 68,64 $ once back (20 % fee).
const claimOf = (kind: 'claim' | 'return') =>
  ({
    id: 3,
    kind,
    status: 'new',
    lines: [
      { id: 1, order_line_id: 11, product_name: 'Vase', quantity: 2, unit_price_cents: 4290, approved_quantity: null },
    ],
  }) as unknown as Claim;

async function openApproval(kind: 'claim' | 'return') {
  await initI18n('fr');
  await loadFeatureTexts('fr');
  fakeApi(() => [200, { success: true, data: {} }]);
  renderScreen(<DecisionPanel claim={claimOf(kind)} />, '/:lang/claim', '/fr/claim');
  await userEvent.click(screen.getByRole('button', { name: 'Approuver' }));
  return screen.getByRole('alertdialog');
}

const text = (element: HTMLElement) => element.textContent ?? '';

describe('DecisionPanel says what an approval does', () => {
  it('a return: an RA number now, the credit after the restocking fee once the goods are back', async () => {
    const dialog = await openApproval('return');
    expect(text(dialog)).toContain('Approuver cette demande de retour\u00a0?');
    expect(text(dialog)).toContain('numéro d’autorisation de retour (RA) est émis maintenant');
    expect(text(dialog)).toContain('un crédit de 68,64\u00a0$ avant taxes suivra');
    expect(text(dialog)).not.toContain('85,80');
    expect(text(document.body)).toContain(
      'crédités à leur retour, moins les frais de remise en stock de 20\u00a0%\u00a0: 68,64\u00a0$',
    );
  });

  it('a problem report: a credit note of the goods at once', async () => {
    const dialog = await openApproval('claim');
    expect(text(dialog)).toContain('Une note de crédit de 85,80\u00a0$ avant taxes est émise tout de suite');
    expect(text(dialog)).not.toContain('RA');
  });
});
