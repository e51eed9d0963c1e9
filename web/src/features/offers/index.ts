/** What other screens may use of the offers: today's offers for a signed-in customer (home, profile), loaded lazily. */
export { default as ActiveOffers } from './active-offers';
