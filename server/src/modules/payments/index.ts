// The public face of the payments module: other modules import only from here.
export { presentPayment } from './presenter.js';
export { addToBalance, listPayments, type Period } from './repository.js';
