import type { Db } from '../../../db/connection.js';
import { businessDate } from '../../../lib/business-date.js';
import { customerBatch } from '../../customers/index.js';
import { customerOrderTotals } from '../../orders/index.js';
import { keysetBatches } from '../batches.js';
import { label, yesNo } from '../labels.js';
import type { Column } from '../workbook.js';
import { defineSheet, type ExportRange } from './sheet.js';

/**
 * Every customer who is not archived, by id, whatever the range; beside each, what the range
 * holds for them: their orders (not cancelled) and what was invoiced (invoices less credit
 * notes) among the orders delivered in it. One grouped query per slice of customers.
 */
function fetchCustomers(db: Db, range: ExportRange) {
  return async (after: number | null, limit: number) => {
    const customers = await customerBatch(db, after, limit);
    if (customers.length === 0) return [];
    const totals = await customerOrderTotals(
      db,
      customers.map((c) => c.id),
      range,
    );
    return customers.map((c) => ({
      ...c,
      orders: totals.get(c.id)?.orders ?? 0,
      invoiced: totals.get(c.id)?.invoiced ?? 0,
    }));
  };
}
type CustomerRow = Awaited<ReturnType<ReturnType<typeof fetchCustomers>>>[number];

const columns: Column<CustomerRow>[] = [
  { header: { en: 'Customer ID', fr: 'Nᵒ client' }, type: 'id', width: 10, value: (r) => r.id },
  { header: { en: 'Business', fr: 'Entreprise' }, type: 'text', width: 32, value: (r) => r.business_name },
  { header: { en: 'Owner', fr: 'Propriétaire' }, type: 'text', value: (r) => r.business_owner_name },
  { header: { en: 'E-mail', fr: 'Courriel' }, type: 'text', width: 30, value: (r) => r.email },
  { header: { en: 'Phone', fr: 'Téléphone' }, type: 'text', width: 15, value: (r) => r.phone_number },
  { header: { en: 'Cell phone', fr: 'Cellulaire' }, type: 'text', width: 15, value: (r) => r.cell_phone },
  { header: { en: 'Address', fr: 'Adresse' }, type: 'text', width: 30, value: (r) => r.address1 },
  { header: { en: 'City', fr: 'Ville' }, type: 'text', width: 18, value: (r) => r.city },
  { header: { en: 'Province', fr: 'Province' }, type: 'text', width: 9, value: (r) => r.province },
  { header: { en: 'Postal code', fr: 'Code postal' }, type: 'text', width: 11, value: (r) => r.postal_code },
  { header: { en: 'Business type', fr: 'Type d’entreprise' }, type: 'text', width: 16, value: (r) => r.business_type },
  { header: { en: 'Language', fr: 'Langue' }, type: 'text', width: 8, value: (r) => r.language },
  {
    header: { en: 'Account', fr: 'Compte' },
    type: 'text',
    width: 12,
    value: (r, l) => label('accountStatus', r.status, l),
  },
  { header: { en: 'Active', fr: 'Actif' }, type: 'text', width: 8, value: (r, l) => yesNo(r.active, l) },
  {
    header: { en: 'Invoicing', fr: 'Facturation' },
    type: 'text',
    width: 13,
    value: (r, l) => label('invoiceType', r.invoice_type, l),
  },
  { header: { en: 'Credit limit', fr: 'Limite de crédit' }, type: 'money', value: (r) => r.credit_limit_cents },
  { header: { en: 'Balance', fr: 'Solde' }, type: 'money', value: (r) => r.balance_cents },
  { header: { en: 'Orders in range', fr: 'Commandes (période)' }, type: 'integer', value: (r) => r.orders },
  { header: { en: 'Invoiced in range', fr: 'Facturé (période)' }, type: 'money', value: (r) => r.invoiced },
  {
    header: { en: 'Customer since', fr: 'Client depuis' },
    type: 'date',
    value: (r) => businessDate(new Date(r.created_at)),
  },
];

export const customersSheet = defineSheet<CustomerRow>({
  file: { en: 'customers', fr: 'clients' },
  name: { en: 'Customers', fr: 'Clients' },
  columns,
  batches: (db, range) => keysetBatches(fetchCustomers(db, range), (r) => r.id),
});
