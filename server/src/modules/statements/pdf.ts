import {
  asTyped,
  labels,
  writtenDate,
  type Language,
  type Payment,
  type PaymentMethod,
  type StatementEntryKind,
} from '@shop/contract';
import { formatCents } from '../../lib/money.js';
import type { CustomerRow } from '../customers/index.js';
import { ShopPdf, type Business, type TableColumn } from '../invoices/index.js';
import type { StatementRows } from './repository.js';

const LABELS = {
  en: {
    phone: 'Phone',
    gst: 'GST',
    qst: 'QST',
    statement: labels.document.en.statement,
    payments: labels.document.en.payments,
    customer: 'Customer',
    period: 'Period',
    since: (day: string) => `from ${day}`,
    until: (day: string) => `until ${day}`,
    between: (from: string, to: string) => `${from} to ${to}`,
    wholeHistory: 'whole history',
    printedOn: 'Printed on',
    date: 'Date',
    type: 'Type',
    number: 'Number',
    reference: 'Reference',
    method: 'Method',
    amount: 'Amount',
    balance: 'Balance',
    opening: 'Opening balance',
    closing: 'Closing balance',
    invoices: 'Invoices',
    credits: 'Credit notes',
    paid: 'Payments',
    total: 'Total received',
    reversed: 'reversed',
    reversalOf: (id: number) => `reversal of payment #${id}`,
    none: 'Nothing in this period.',
    truncated: (shown: number, total: number) =>
      `Only the first ${shown} of ${total} entries are printed: choose a shorter period.`,
    balanceNote: 'A positive balance is owed to us; a negative balance is a credit in your favour.',
    kinds: labels.statementEntry.en,
    methods: labels.paymentMethod.en,
  },
  fr: {
    phone: 'Tél.',
    gst: 'TPS',
    qst: 'TVQ',
    statement: labels.document.fr.statement,
    payments: labels.document.fr.payments,
    customer: 'Client',
    period: 'Période',
    since: (day: string) => `depuis le ${day}`,
    until: (day: string) => `jusqu’au ${day}`,
    between: (from: string, to: string) => `du ${from} au ${to}`,
    wholeHistory: 'tout l’historique',
    printedOn: 'Imprimé le',
    date: 'Date',
    type: 'Type',
    number: 'Numéro',
    reference: 'Référence',
    method: 'Mode',
    amount: 'Montant',
    balance: 'Solde',
    opening: 'Solde d’ouverture',
    closing: 'Solde de clôture',
    invoices: 'Factures',
    credits: 'Notes de crédit',
    paid: 'Paiements',
    total: 'Total reçu',
    reversed: 'annulé',
    reversalOf: (id: number) => `annulation du paiement nᵒ\u00a0${id}`,
    none: 'Rien pendant cette période.',
    truncated: (shown: number, total: number) =>
      `Seules les ${shown} premières écritures sur ${total} sont imprimées : choisissez une période plus courte.`,
    balanceNote: 'Un solde positif nous est dû; un solde négatif est un crédit en votre faveur.',
    kinds: labels.statementEntry.fr,
    methods: labels.paymentMethod.fr,
  },
} satisfies Record<
  Language,
  { kinds: Record<StatementEntryKind, string>; methods: Record<PaymentMethod, string>; [key: string]: unknown }
>;

type Labels = (typeof LABELS)[Language];

export interface DocumentContext {
  business: Business;
  customer: CustomerRow;
  period: { from?: string | undefined; to?: string | undefined };
  /** The business day it is printed on. */
  today: string;
  language: Language;
}

/** The period in words, its days written out: "du 1er novembre 2026 au 30 novembre 2026". */
function describePeriod(l: Labels, { from, to }: DocumentContext['period'], language: Language): string {
  const day = (date: string) => writtenDate(date, language);
  if (from && to) return l.between(day(from), day(to));
  if (from) return l.since(day(from));
  if (to) return l.until(day(to));
  return l.wholeHistory;
}

/**
 * The supplier, the document's title, the customer and the period: the top of both documents,
 * in the reader's language and typography (the layer sets every French text), the period and
 * the day it is printed written out.
 */
function start(title: string, ctx: DocumentContext): { pdf: ShopPdf; l: Labels } {
  const l = LABELS[ctx.language];
  const pdf = new ShopPdf(`${title} - ${asTyped(ctx.customer.business_name)}`, { language: ctx.language });
  pdf.supplier(ctx.business, { phone: l.phone, gst: l.gst, qst: l.qst });
  pdf.heading(title, [
    `${l.period}: ${describePeriod(l, ctx.period, ctx.language)}`,
    `${l.printedOn}: ${writtenDate(ctx.today, ctx.language)}`,
  ]);
  pdf.doc.moveDown();
  pdf.font(true).text(l.customer);
  pdf.font(false).text(asTyped(ctx.customer.business_name));
  pdf.text(asTyped([ctx.customer.address1, ctx.customer.address2].filter(Boolean).join(', ')));
  pdf.text(asTyped(`${ctx.customer.city} (${ctx.customer.province}) ${ctx.customer.postal_code}`));
  pdf.doc.moveDown();
  return { pdf, l };
}

const STATEMENT_COLUMNS = (l: Labels): TableColumn[] => [
  { title: l.date, width: 62, align: 'left' },
  { title: l.type, width: 118, align: 'left' },
  { title: l.number, width: 62, align: 'left' },
  { title: l.reference, width: 90, align: 'left' },
  { title: l.amount, width: 90, align: 'right' },
  { title: l.balance, width: 90, align: 'right' },
];

/**
 * The statement of account for a period, in the reader's language: the opening balance, every
 * invoice, credit note and payment in date order with the balance after it, the period's totals
 * by kind and the closing balance.
 */
export function renderStatementPdf(statement: StatementRows, ctx: DocumentContext): Promise<Buffer> {
  const money = (cents: number) => formatCents(cents, ctx.language);
  const { pdf, l } = start(LABELS[ctx.language].statement, ctx);
  const row = pdf.table(STATEMENT_COLUMNS(l));
  row([ctx.period.from ?? '', l.opening, '', '', '', money(statement.opening_cents)], { bold: true });
  const sums: Record<StatementEntryKind, number> = { invoice: 0, credit_note: 0, payment: 0, payment_reversal: 0 };
  for (const entry of statement.rows) {
    sums[entry.kind] += entry.amount_cents;
    const reference = [entry.method ? l.methods[entry.method] : null, entry.reference ? asTyped(entry.reference) : null]
      .filter(Boolean)
      .join(' ');
    row([
      entry.entry_date,
      l.kinds[entry.kind],
      entry.doc_number ?? '',
      reference,
      money(entry.amount_cents),
      money(entry.balance_cents),
    ]);
  }
  if (statement.total === 0) pdf.text(l.none);
  if (statement.rows.length < statement.total) pdf.text(l.truncated(statement.rows.length, statement.total));

  pdf.doc.moveDown();
  pdf.amounts([
    { label: l.opening, value: money(statement.opening_cents) },
    { label: l.invoices, value: money(sums.invoice) },
    { label: l.credits, value: money(sums.credit_note) },
    { label: l.paid, value: money(sums.payment + sums.payment_reversal) },
    { label: l.closing, value: money(statement.closing_cents), bold: true },
  ]);
  pdf.doc.moveDown(2);
  pdf.font(false, 9).text(l.balanceNote, { width: pdf.width });
  return pdf.end();
}

const PAYMENT_COLUMNS = (l: Labels): TableColumn[] => [
  { title: l.date, width: 80, align: 'left' },
  { title: l.method, width: 100, align: 'left' },
  { title: l.reference, width: 212, align: 'left' },
  { title: l.amount, width: 120, align: 'right' },
];

/**
 * The payments received in a period, newest first as on the payments page, with the total of
 * each method and of the period (reversals count against them).
 */
export function renderPaymentsPdf(payments: { rows: Payment[]; total: number }, ctx: DocumentContext): Promise<Buffer> {
  const money = (cents: number) => formatCents(cents, ctx.language);
  const { pdf, l } = start(LABELS[ctx.language].payments, ctx);
  const row = pdf.table(PAYMENT_COLUMNS(l));
  const byMethod = new Map<PaymentMethod, number>();
  for (const p of payments.rows) {
    byMethod.set(p.method, (byMethod.get(p.method) ?? 0) + p.amount_cents);
    const note = p.reverses_payment_id ? l.reversalOf(p.reverses_payment_id) : p.reversed ? `(${l.reversed})` : '';
    const reference = [p.reference ? asTyped(p.reference) : null, note].filter(Boolean).join(' ');
    row([p.received_on, l.methods[p.method], reference, money(p.amount_cents)]);
  }
  if (payments.total === 0) pdf.text(l.none);
  if (payments.rows.length < payments.total) pdf.text(l.truncated(payments.rows.length, payments.total));

  pdf.doc.moveDown();
  const total = [...byMethod.values()].reduce((a, b) => a + b, 0);
  pdf.amounts([
    ...[...byMethod].map(([method, cents]) => ({ label: l.methods[method], value: money(cents) })),
    { label: l.total, value: money(total), bold: true },
  ]);
  return pdf.end();
}

/** A safe file name: the kind of document, the customer and the period. */
export function documentFileName(kind: 'statement' | 'payments', ctx: DocumentContext): string {
  const names = {
    en: { statement: 'statement', payments: 'payments' },
    fr: { statement: 'etat-de-compte', payments: 'paiements' },
  };
  const parts = [names[ctx.language][kind], String(ctx.customer.id), ctx.period.from, ctx.period.to];
  return `${parts.filter(Boolean).join('-')}.pdf`.replace(/[^A-Za-z0-9.-]/g, '-');
}
