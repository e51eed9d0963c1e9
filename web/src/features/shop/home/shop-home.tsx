import { ActiveOffers } from '@/features/offers';
import { CutoffCountdown } from '../components/cutoff-countdown';
import { OrderAgainStrip } from './order-again-strip';

/**
 * Above the catalogue, the florist's morning: the time left for same-day delivery, the last
 * orders again, today's offers. Their data is read before the page paints (shop-loader.ts), and
 * nothing here waits for code: a part appearing later would push the catalogue down.
 */
export function ShopHome() {
  return (
    <div className="mt-4 space-y-4">
      <CutoffCountdown />
      <OrderAgainStrip />
      <ActiveOffers />
    </div>
  );
}
