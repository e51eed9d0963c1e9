// The public face of the deliveries module (issue 14, parts 3 and 4), owner of delivery_runs and
// delivery_stops.
export { deliveryRoutes } from './routes.js';
