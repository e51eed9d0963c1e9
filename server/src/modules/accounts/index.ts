// The public face of the accounts module: the only writer of a customer's balance.
export { moveBalance } from './service.js';
