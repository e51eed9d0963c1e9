// The public face of the orders module, owner of orders, order_lines and counters: other
// modules import only from here.

// Reading and presenting orders.
export { loadOrder, type OrderDeps } from './service.js';
export { findOrder, type InvoiceParty, type OrderRecord } from './repository.js';
export { presentLoadedOrder, presentOrder, type LoadedOrder } from './presenter.js';
export { findOrderDocument, type OrderDocument } from './documents.js';

// Changing an order: the locking rule (order row, then products in id order).
export { withLockedOrder } from './locks.js';

// The design center's lines and marks.
export {
  designCenterProductTotals,
  designCenterRows,
  designRowsOfOrder,
  findDesignLine,
  renameDesignerAssignments,
  setLineFlags,
  setOrderDesigner,
  type DesignCenterFilter,
  type DesignRowRecord,
  type LineFlags,
} from './design-repository.js';

// Prebookings: their list, their lines against stock, their conversion into orders.
export { listPrebookings, prebookingLines, type PrebookingLine } from './prebooking-repository.js';
export { convertToOrder, type ShortLine } from './conversion.js';

// Credit control (issue 12, item 7).
export { creditStatus, type CreditOverride } from './credit-control.js';
export { creditCheck } from './service.js';

// Money and reports: the statement's invoices and credit notes, the Excel exports.
export { documentEntries } from './statement-entries.js';
export { creditNoteCredits, customersInvoicedIn, issuedInvoices } from './receivable-documents.js';
export { customerOrderTotals } from './customer-totals.js';
export {
  orderLinesForExport,
  ordersForExport,
  productTotalsForExport,
  type OrderExportRow,
  type OrderLineExportRow,
  type ProductTotalExportRow,
} from './export-repository.js';
