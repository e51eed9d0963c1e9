// The public face of the mail module: other modules import only from here.
export { enqueueMail, enqueueMailContents } from './outbox.js';
export { accountMail } from './templates/account.js';
export {
  backOrderCancelledMail,
  backOrderFilledMail,
  type BackOrderCancelledFacts,
  type BackOrderFilledFacts,
} from './templates/back-order.js';
export { claimForStaffMail, claimMail, type ClaimMailStep } from './templates/claim.js';
export { contactMessageMail } from './templates/contact-message.js';
export { orderDocumentMail, orderReissuedMail, type OrderMailKind, type ReissuedDocuments } from './templates/order.js';
export { purgeOldMailBodies } from './housekeeping.js';
export { statementMail } from './templates/statement.js';
export { freshListMail, type FreshListFacts, type FreshListItem, type FreshListOffer } from './templates/fresh-list.js';
export { purchaseOrderMail } from './templates/purchase-order.js';
export { standingMovedMail, standingReminderMail, type StandingOccurrenceFacts } from './templates/standing-order.js';
