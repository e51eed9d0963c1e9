import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import { DeliveryProofView } from './delivery-proof';

beforeAll(loadEnglishTexts);

const proofs: Record<number, object> = {
  7: { kind: 'photo', recipient_name: 'Marie Roy', delivered_at: '2026-12-08T15:30:00Z' },
  8: { kind: 'signature', recipient_name: 'Luc', delivered_at: '2026-12-08T15:30:00Z' },
};

describe('an order’s proof of delivery on its staff page', () => {
  let calls: { path: string }[] = [];
  beforeAll(() => {
    calls = fakeApi((call) => {
      const id = Number(/^\/deliveries\/orders\/(\d+)\/proof$/.exec(call.path)?.[1]);
      return proofs[id]
        ? [200, { success: true, data: proofs[id] }]
        : [404, { success: false, message: 'Not found', error: 'NotFound' }];
    });
  });

  it('shows the photo with what it is, who received it and when', async () => {
    renderScreen(<DeliveryProofView orderId={7} deliveredAt="2026-12-08T15:30:00Z" />, '/', '/');
    const photo = await screen.findByRole('img', {
      name: /^Photo taken by the driver as proof of delivery, received by Marie Roy, delivered /,
    });
    expect(photo).toHaveAttribute('src', '/api/deliveries/orders/7/signature');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/api/deliveries/orders/7/signature');
  });

  it('shows a signature as a signature, and nothing for an order delivered without a stop', async () => {
    renderScreen(<DeliveryProofView orderId={8} deliveredAt="2026-12-08T15:30:00Z" />, '/', '/');
    expect(await screen.findByRole('img', { name: /^Signature of the recipient, delivered / })).toBeInTheDocument();
    renderScreen(<DeliveryProofView orderId={9} deliveredAt="2026-12-08T15:30:00Z" />, '/', '/');
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/deliveries/orders/9/proof'));
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });
});
