// What the app plugs together that modules do not import from one another (no cycle): the cost
// of the stock an order line takes, recorded by the margins module (issue 37 item 6, decision
// 063), which itself reads orders and purchasing. Imported once by the app, for its routes and
// its jobs alike.
import { setLineCostHook } from './modules/orders/index.js';
import { recordOrderCosts } from './modules/margins/index.js';

setLineCostHook(recordOrderCosts);
