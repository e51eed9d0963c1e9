// The public face of the accounting module (issue 39 item 4): the books to the accountant. It
// owns accounting_accounts (the accounts the export posts to) and reads the rest through the
// owners' index.ts: the money journal of accounts, the documents of orders, the payments and
// allocations of payments (docs/decisions/051-books-to-the-accountant.md).
export { accountingRoutes } from './routes.js';
export { exportBooks, type BooksFile } from './export.js';
export { accountingSettings } from './settings.js';
