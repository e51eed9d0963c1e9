// The closed days' web part (issue 38 item 3): the staff screen is a route of its own; the
// delivery-date fields of the shop and the staff form take their rule from here.
export { useClosedDayRule } from './use-closed-day-rule';
// The shop's first reads include them (shop-loader.ts): the server draws the checkout with them.
export { closedDaysQuery } from './api';
