// The public face of the orders module: other modules import only from here.
export { customerOrderTotals } from './customer-totals.js';
export { orderMessages } from './messages.js';
export { presentOrder } from './presenter.js';
export {
  findInvoiceParty,
  findOrder,
  lineCount,
  linesOf,
  lockOrder,
  lockProducts,
  matchesOrderSearch,
  orderColumns,
  ordersWithCustomer,
  updateOrder,
  type InvoiceParty,
  type OrderRecord,
} from './repository.js';
export { invoiceOrder, loadOrder, type OrderDeps } from './service.js';
export { holdLineStock } from './stock.js';
