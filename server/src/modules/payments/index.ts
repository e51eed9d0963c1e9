// The public face of the payments module: other modules import only from here.
export { presentPayment } from './presenter.js';
export { listPayments, paymentsForExport, type PaymentExportRow, type Period } from './repository.js';
export { paymentEntries } from './statement-entries.js';
