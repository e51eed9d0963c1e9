// The public face of the accounts module: the money journal (ledger_entries) and the only
// writer of a customer's balance (docs/decisions/014-ledger.md).
export {
  journalOf,
  journalInRange,
  ledgerTotals,
  type LedgerRow,
  LEDGER_KINDS,
  moveBalance,
  verifyLedger,
  type LedgerKind,
  type MoneyActor,
  type MoneyDocument,
  type MoneyEvent,
} from './service.js';
