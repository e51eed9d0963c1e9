// The public face of the pick-ticks module (issue 34, item 9), owner of pick_list_ticks: the
// rows of a date's pick list ticked off in the cooler.
export { pickTickRoutes } from './routes.js';
