// The public face of the customers module: other modules import only from here.
export { insertCustomerAccount } from './accounts.js';
export { signup } from './signup.js';
export { presentCustomerDetail } from './presenter.js';
export { customerBatch, customerIdsMatching, customerTextMatches, type CustomerRow } from './repository.js';
export { getCustomerOrThrow } from './service.js';
export { creditProfileOf, type CreditProfile } from './credit-profile.js';
export { mailableCustomers, statementRecipients } from './repository.js';
export { wantsOrderNotice } from './order-notices.js';
