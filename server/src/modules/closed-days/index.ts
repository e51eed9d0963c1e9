// The public face of the closed-days module (issue 38 item 3): the days the shop delivers
// nothing. It owns closed_days (0057); orders, prebookings, standing orders and the fresh list
// ask it through this file.
export { closedDayRoutes } from './routes.js';
export { assertNotClosed, closedDaySet } from './service.js';
export { closedDaysBetween } from './repository.js';
