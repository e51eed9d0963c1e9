// The public face of the fresh-list module (issue 39 item 5): each business morning, one e-mail
// of the arrivals and the offers to the customers who asked for it. It owns fresh_list_settings,
// fresh_list_subscribers and fresh_list_sends (0054), and reads the rest through the owners'
// index.ts: products of catalog, offers of offers, the customers' addresses of customers, the
// outbox of mail. Nothing imports it but the app and the job runner.
export { freshListRoutes } from './routes.js';
export { runFreshList, dueMorning, CATCH_UP_MINUTES } from './morning.js';
