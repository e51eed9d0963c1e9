// The public face of the inventory module: other modules import only from here.
export { applyMovement, ledgerStamp, type LedgerEntry, type LedgerStamp } from './ledger.js';
export { movementTotals, type MovementTotals } from './repository.js';
