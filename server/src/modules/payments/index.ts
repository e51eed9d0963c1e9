// The public face of the payments module: other modules import only from here.
export { presentPayment } from './presenter.js';
// Recording a payment: the payment routes, and the driver's page for one taken at the door.
export { receivePayment } from './service.js';
export { listPayments, paymentsForExport, type PaymentExportRow, type Period } from './repository.js';
export { customersPaidIn, paymentEntries } from './statement-entries.js';
export {
  allocationsInRange,
  paymentsByIds,
  type AllocationForBooks,
  type PaymentForBooks,
} from './books-repository.js';
export { paidCentsColumn } from './paid-column.js';
export { applyOpenCredit, fitInvoiceAllocations, orderPayment, type AllocationStamp } from './allocations.js';
export {
  invoicesWithPaid,
  openInvoices,
  openPaymentCreditOf,
  overdueOf,
  paidOfOrders,
  unallocatedPayments,
} from './allocation-repository.js';
export { rebuildSettlements } from './settlement-repository.js';
