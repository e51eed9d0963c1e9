// The public face of the receivables module (issue 12): the aging of what customers owe, their
// open invoices and credit position. It owns no table: it composes orders' invoices with
// payments' allocations (docs/decisions/015-receivables.md).
export { aging, agingRows, customerCredit, customerOpenInvoices, type ReceivablesDeps } from './service.js';
export { agingTotals } from './repository.js';
