import { z } from './zod.js';
import { isoDate } from './dates.js';
import { addYears, DASHBOARD_MAX_YEARS } from './dashboard.js';

/**
 * The books to the accountant (issue 39 item 4; API.md "Dashboard and books";
 * docs/decisions/051-books-to-the-accountant.md): a period's sales journal, receipts and their
 * allocations, in the import layout of Sage 50 Canada, of QuickBooks Online or as a plain
 * journal, posted to the accounts the owner and the office set.
 */
export const ACCOUNTING_FORMATS = ['sage50', 'quickbooks', 'journal'] as const;
export type AccountingFormat = (typeof ACCOUNTING_FORMATS)[number];

/**
 * The accounts a posting names. Receipts go to the account of their payment method (a card
 * processor's clearing account, the bank, the cash drawer...).
 */
export const ACCOUNT_KEYS = [
  'receivables',
  'sales',
  'delivery',
  'credit_notes',
  'gst',
  'qst',
  'adjustments',
  'visa',
  'mastercard',
  'interac',
  'cash',
  'cheque',
] as const;
export type AccountKey = (typeof ACCOUNT_KEYS)[number];

/** The longest range exported: the dashboard's three years. */
export const ACCOUNTING_MAX_YEARS = DASHBOARD_MAX_YEARS;

export const ledgerAccountSchema = z.object({
  /** Sage 50 wants 4 to 8 digits; QuickBooks reads the name. */
  number: z
    .string()
    .trim()
    .regex(/^[0-9]{1,12}$/, { error: 'invalid' }),
  name: z.string().trim().min(1).max(100),
});
export type LedgerAccount = z.infer<typeof ledgerAccountSchema>;

export const accountingSettingsSchema = z.object({
  accounts: z.object(
    Object.fromEntries(ACCOUNT_KEYS.map((key) => [key, ledgerAccountSchema])) as Record<
      AccountKey,
      typeof ledgerAccountSchema
    >,
  ),
});
export type AccountingSettings = z.infer<typeof accountingSettingsSchema>;

/** Until the owner sets them: accounts of Sage 50 Canada's sample chart, named as it names them. */
export const DEFAULT_ACCOUNTS: Record<AccountKey, LedgerAccount> = {
  receivables: { number: '1200', name: 'Accounts Receivable' },
  sales: { number: '4020', name: 'Sales' },
  delivery: { number: '4200', name: 'Freight Revenue' },
  credit_notes: { number: '4050', name: 'Sales Returns' },
  gst: { number: '2310', name: 'GST Charged on Sales' },
  qst: { number: '2350', name: 'QST Charged on Sales' },
  adjustments: { number: '3560', name: 'Opening Balance Adjustments' },
  visa: { number: '1070', name: 'Visa Receivable' },
  mastercard: { number: '1075', name: 'Mastercard Receivable' },
  interac: { number: '1060', name: 'Chequing Bank Account' },
  cash: { number: '1080', name: 'Cash to Be Deposited' },
  cheque: { number: '1080', name: 'Cash to Be Deposited' },
};

/** GET /api/accounting/export: both days counted, at most three years. */
export const accountingExportQuerySchema = z
  .object({ from: isoDate, to: isoDate, format: z.enum(ACCOUNTING_FORMATS) })
  .refine((q) => q.to >= q.from, { path: ['to'], error: 'invalid' })
  .refine((q) => q.to < addYears(q.from, ACCOUNTING_MAX_YEARS), { path: ['to'], error: 'invalid' });
export type AccountingExportQuery = z.infer<typeof accountingExportQuerySchema>;
