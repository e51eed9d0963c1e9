// The public face of the customers module: other modules import only from here.
export { presentCustomerDetail } from './presenter.js';
export { insertCustomerAccount, type CustomerRow } from './repository.js';
export { getCustomerOrThrow } from './service.js';
