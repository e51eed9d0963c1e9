// The public face of the prices module (issue 38 item 4, decision 060): price levels, the level
// each customer has, contract prices per customer and pack (0064), and the one rule that prices
// a line. Orders, the catalogue's replies, the price lists and the exports ask it through here.
export { priceRoutes } from './routes.js';
export { priceErrors } from './errors.js';
export { priceBook, priceProducts, type PriceBook, type PricedPack } from './pricing.js';
export { customerLevels } from './customer-levels.js';
