// The public face of the orders module, owner of orders, order_lines and counters: other
// modules import only from here.

// Reading and presenting orders.
export { loadOrder, type OrderDeps } from './service.js';
// Placing a pending web order in the caller's transaction (a standing order's occurrence, issue 38).
export { writePendingWebOrder } from './service.js';
export {
  FILTER_FIRST_UP_TO,
  findInvoiceParty,
  findOrder,
  openOrdersOn,
  type InvoiceParty,
  type OrderRecord,
} from './repository.js';
export { presentLoadedOrder, presentOrder, type LoadedOrder } from './presenter.js';
export {
  findIssuedDocument,
  findOrderDocument,
  findOrderDocuments,
  type IssuedDocument,
  type OrderDocument,
} from './documents/documents.js';
export type { InvoiceSnapshot } from './documents/invoicing.js';
// An order's invoice or credit note as a PDF (the invoices module serves them; claims attach them).
export { invoiceFor, invoicesFor, storeInvoice, type InvoiceFile } from './documents/invoice-files.js';

// Bulk actions on a selection of orders, one outcome per id.
export { eachOrder, type BulkOutcome } from './placement/bulk.js';

// Changing an order: the locking rule (order row, then products in id order).
export { withLockedOrder } from './placement/locks.js';

// The design center's lines and marks.
export {
  designCenterOrderIds,
  designCenterProductTotals,
  designCenterRows,
  pickListTotals,
  designRowsOfOrder,
  findDesignLine,
  setLineFlags,
  setOrderDesigner,
  type DesignCenterFilter,
  type DesignRowRecord,
  type LineFlags,
  type PickListTotal,
} from './reads/design-repository.js';

// Prebookings: their list, their lines against stock, their conversion into orders.
export { listPrebookings, prebookingLines, type PrebookingLine } from './reads/prebooking-repository.js';
export { convertToOrder, type ShortLine } from './placement/conversion.js';
export { enqueueInvoiceOnConfirm } from './documents/notifications.js';

// Claims and returns (issue 13): the order claimed on, and the credit note of what is approved.
export { creditClaimedLines, findClaimableOrder, type ClaimableOrder } from './documents/claimable.js';
export { emailOrder, enqueueOutForDelivery } from './documents/notifications.js';

// Back-orders (issue 14, part 5): the queue, filling lines from stock, cancelling what is open.
export {
  backOrderPage,
  backOrdersOfProduct,
  backOrderTotals,
  type BackOrderFilter,
  type BackOrderRow,
} from './reads/back-order-repository.js';
export {
  cancelBackOrderLine,
  fillBackOrderLines,
  type CancelledBackOrder,
  type FilledLine,
} from './placement/back-orders.js';
// Deliveries (issue 14, parts 3 and 4): a date's orders as stops, and moving one to delivered
// (or picked up) by the order's rules: delivered_at set, the customer e-mailed.
export { deliveryDayOrders, deliveryOrdersByIds, type DeliveryOrderRecord } from './reads/delivery-repository.js';
export { deliverOrder } from './service.js';
// Credit control (issue 12, item 7).
export { creditStatus, type CreditOverride } from './placement/credit-control.js';
export { creditCheck } from './service.js';

// Money and reports: issued invoices and credit notes, the statement's entries, the Excel exports.
export { issuedDocuments } from './documents/document-repository.js';
export { documentAmounts, type DocumentAmounts } from './documents/books-amounts.js';
export { documentEntries } from './documents/statement-entries.js';
export { creditNoteCredits, customersInvoicedIn } from './documents/receivable-documents.js';
export { customerOrderTotals } from './reads/customer-totals.js';
export {
  orderLinesForExport,
  ordersForExport,
  selectedOrdersForExport,
  productTotalsForExport,
  type OrderExportRow,
  type OrderLineExportRow,
  type ProductTotalExportRow,
} from './reads/export-repository.js';
// The owner's dashboard (issue 39): sales of a period by source, top products and customers.
export { salesFigures } from './reads/dashboard-figures.js';
export { foldSalesRollups } from './reads/sales-rollups.js';
// A new order enters the rollups once, when its writer is done (decision 074): the margin
// rollups' writes enter the credit notes they read first.
export { enterRollups, isWaiting } from './reads/sales-rollups.js';
// What to buy (issue 37 item 2): open prebookings of a period and open back-orders per product.
export { productDemand } from './reads/demand-repository.js';
// Margins (issue 37 item 6, decision 063): the lines a margin counts, which orders are invoiced,
// and the hook the app plugs the cost of what a line takes from stock into.
export { invoicedOrderIds, refundsOf, soldLines } from './reads/margin-lines.js';
export { setMarginHooks, type HeldStock, type MarginHooks } from './placement/margin-hooks.js';
