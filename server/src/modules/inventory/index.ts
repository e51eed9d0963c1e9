// The public face of the inventory module: other modules import only from here.
export { applyMovement, ledgerStamp, type LedgerStamp } from './ledger.js';
