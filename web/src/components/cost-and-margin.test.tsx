import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n, { initI18n, loadFeatureTexts } from '@/i18n';
import { renderScreen } from '@/test/screen';
import { CostAndMargin, type CostFigures } from './cost-and-margin';

const show = (figures: CostFigures, path = '/admin') =>
  renderScreen(
    <p data-testid="figures">
      <CostAndMargin figures={figures} />
    </p>,
    '/:lang?/admin',
    path,
  );

beforeAll(async () => {
  await initI18n('en');
  await loadFeatureTexts('en');
  await loadFeatureTexts('fr');
});
afterEach(() => i18n.changeLanguage('en'));

describe('cost and margin as the owner and the office read them (issue 37 item 6)', () => {
  it('gives the cost and the margin in money', async () => {
    show({ cost_cents: 1620, margin_cents: -80 });
    expect(await screen.findByTestId('figures')).toHaveTextContent('Cost $16.20 · margin -$0.80');
  });

  it('says not known while it is, never $0.00', async () => {
    show({ cost_cents: null, margin_cents: null });
    expect(await screen.findByTestId('figures')).toHaveTextContent('Cost not known');
  });

  it('is empty for a reply without the fields (every other role)', async () => {
    show({});
    expect(await screen.findByTestId('figures')).toBeEmptyDOMElement();
  });

  it('speaks French under /fr', async () => {
    await i18n.changeLanguage('fr');
    show({ cost_cents: 1620, margin_cents: 880 }, '/fr/admin');
    expect(await screen.findByTestId('figures')).toHaveTextContent(/Coût 16,20\s\$ · marge 8,80\s\$/);
  });
});
