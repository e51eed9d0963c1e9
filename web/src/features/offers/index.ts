/** What other screens may use of the offers: today's offers for a signed-in customer (home, profile, the shop). */
export { default as ActiveOffers } from './active-offers';
export { activeOffersQuery } from './api/active-offers';
