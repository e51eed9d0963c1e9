import type { Db } from '../../db/connection.js';
import type { LoadedOrder } from './presenter.js';
import { findInvoiceParty, findOrder, linesOf, type InvoiceParty } from './repository.js';

/** An order with what its invoice and e-mails need: its lines, and who, where and on what terms. */
export interface OrderDocument extends LoadedOrder {
  party: InvoiceParty;
}

export async function findOrderDocument(db: Db, id: number): Promise<OrderDocument | undefined> {
  const order = await findOrder(db, id);
  const party = order ? await findInvoiceParty(db, id) : undefined;
  if (!order || !party) return undefined;
  return { order, party, lines: await linesOf(db, id) };
}
