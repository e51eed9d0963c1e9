// The public face of the invoices module: the documents' PDF layout, which every printed document
// shares; the invoices' own PDFs are the orders module's (orders/documents/invoice-pdf.ts).
export { safeFileName, ShopPdf, type Business, type TableColumn } from './layout.js';
