// The public face of the offers module: other modules import only from here.
export { activeSpecialPrices, withSpecialPrices } from './special-prices.js';
export { listActiveOffers } from './service.js';
