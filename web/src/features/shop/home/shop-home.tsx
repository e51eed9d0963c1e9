import { lazy, Suspense } from 'react';
import { CutoffCountdown } from '../components/cutoff-countdown';
import { OrderAgainStrip } from './order-again-strip';

const ActiveOffers = lazy(() => import('@/features/offers').then((m) => ({ default: m.ActiveOffers })));

/** Above the catalogue, the florist's morning: the time left for same-day delivery, the last orders again, today's offers. */
export function ShopHome() {
  return (
    <div className="mt-4 space-y-4">
      <CutoffCountdown />
      <OrderAgainStrip />
      <Suspense fallback={null}>
        <ActiveOffers />
      </Suspense>
    </div>
  );
}
