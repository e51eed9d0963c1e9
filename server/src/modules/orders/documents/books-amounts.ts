import type { Db } from '../../../db/connection.js';
import type { InvoiceSnapshot } from './invoicing.js';

/** What an issued document posts to the books: its total split by account (signed as issued). */
export interface DocumentAmounts {
  id: number;
  number: string;
  kind: 'invoice' | 'credit_note';
  order_id: number;
  order_number: string;
  total_cents: number;
  goods_cents: number;
  delivery_cents: number;
  gst_cents: number;
  qst_cents: number;
}

type Money = Pick<InvoiceSnapshot['order'], 'delivery_fee_cents' | 'gst_cents' | 'qst_cents'>;

/**
 * The amounts of issued invoices and credit notes (the books' export, issue 39): the taxes and
 * the delivery fee as the document printed them (its frozen snapshot), the goods what is left
 * of its total, so that every document balances to the cent. A document carried over by 0013
 * without a snapshot takes its order's figures, of the document's sign.
 */
export async function documentAmounts(db: Db, ids: readonly number[]): Promise<Map<number, DocumentAmounts>> {
  const found = new Map<number, DocumentAmounts>();
  if (ids.length === 0) return found;
  const rows = await db
    .selectFrom('invoice_documents as d')
    .innerJoin('orders as o', 'o.id', 'd.order_id')
    .select([
      'd.id',
      'd.number',
      'd.kind',
      'd.order_id',
      'o.number as order_number',
      'd.total_cents',
      'd.snapshot',
      'o.delivery_fee_cents',
      'o.gst_cents',
      'o.qst_cents',
      'o.total_cents as order_total_cents',
    ])
    .where('d.id', 'in', [...ids])
    .execute();
  for (const row of rows) {
    const total = Number(row.total_cents);
    let money: Money;
    if (row.snapshot) money = (JSON.parse(row.snapshot) as InvoiceSnapshot).order;
    else {
      const sign = Math.sign(total) === Math.sign(Number(row.order_total_cents)) ? 1 : -1;
      money = {
        delivery_fee_cents: sign * Number(row.delivery_fee_cents),
        gst_cents: sign * Number(row.gst_cents),
        qst_cents: sign * Number(row.qst_cents),
      };
    }
    const gst = Number(money.gst_cents);
    const qst = Number(money.qst_cents);
    const delivery = Number(money.delivery_fee_cents);
    found.set(row.id, {
      id: row.id,
      number: row.number,
      kind: row.kind,
      order_id: row.order_id,
      order_number: String(row.order_number),
      total_cents: total,
      goods_cents: total - gst - qst - delivery,
      delivery_cents: delivery,
      gst_cents: gst,
      qst_cents: qst,
    });
  }
  return found;
}
