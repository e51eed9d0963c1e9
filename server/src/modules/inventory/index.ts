// The public face of the inventory module: other modules import only from here.
export {
  applyMovement,
  applyMovements,
  ledgerStamp,
  type LedgerEntry,
  type LedgerStamp,
  type Movement,
} from './ledger.js';
export { lockProducts, readProducts, type LockedProduct } from './locks.js';
export { movementTotals, type MovementTotals } from './repository.js';
export { shrinkByCategory, stockByAge } from './figures.js';
export { productIdsIn } from './product-ids.js';
