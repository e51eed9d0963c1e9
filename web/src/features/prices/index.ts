// Customer prices, the web part (issue 38 item 4): /admin/price-levels is a route of its own;
// the customer's page shows their level and contract prices through this panel.
export { CustomerPricesPanel } from './customer-prices-panel';
export { usePriceLevelOptions } from './level-options';
