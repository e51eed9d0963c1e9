// The public face of the invoices module: other modules import only from here.
export { safeFileName, ShopPdf, type Business, type TableColumn } from './layout.js';
export { invoiceFor, invoicesFor, storeInvoice } from './service.js';
