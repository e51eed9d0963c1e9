// What the app plugs together that modules do not import from one another (no cycle): the cost
// of the stock an order line takes, recorded by the margins module (issue 37 item 6, decision
// 063), which itself reads orders and purchasing. Imported once by the app, for its routes and
// its jobs alike.
import { setMarginHooks } from './modules/orders/index.js';
import { addedToMarginRollups, recordOrderCosts, withMarginRollups } from './modules/margins/index.js';

// The margin rollups follow every write to an order or its lines (decisions 069 and 074).
setMarginHooks({ recordCosts: recordOrderCosts, watch: withMarginRollups, added: addedToMarginRollups });
