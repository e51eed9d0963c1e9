import type { Insertable, QueryCreator } from 'kysely';
import type { Db } from '../../../db/connection.js';
import type { Database, InvoiceDocumentsTable } from '../../../db/schema.js';

// Issued invoices and credit notes (invoice_documents): inserted once, never changed, but for
// the snapshot of a document carried over by migration 0013, frozen at its first reading.

export async function insertDocument(trx: Db, row: Insertable<InvoiceDocumentsTable>): Promise<number> {
  const { id } = await trx.insertInto('invoice_documents').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function findDocumentByNumber(db: Db, number: string) {
  return db.selectFrom('invoice_documents').selectAll().where('number', '=', number).executeTakeFirst();
}

export function findDocument(db: Db, id: number) {
  return db.selectFrom('invoice_documents').selectAll().where('id', '=', id).executeTakeFirst();
}

export function documentsOfOrder(db: Db, orderId: number) {
  return db.selectFrom('invoice_documents').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export async function freezeSnapshot(db: Db, id: number, snapshot: string): Promise<void> {
  await db
    .updateTable('invoice_documents')
    .set({ snapshot })
    .where('id', '=', id)
    .where('snapshot', 'is', null)
    .execute();
}

export type DocumentRecord = NonNullable<Awaited<ReturnType<typeof findDocument>>>;

/**
 * Issued documents as a query other modules compose (receivables' open invoices and aging,
 * statements): every column but the snapshot, to filter and join further.
 */
export function issuedDocuments(db: QueryCreator<Database>) {
  return db
    .selectFrom('invoice_documents')
    .select([
      'invoice_documents.id',
      'invoice_documents.number',
      'invoice_documents.kind',
      'invoice_documents.order_id',
      'invoice_documents.customer_id',
      'invoice_documents.total_cents',
      'invoice_documents.reverses_document_id',
      'invoice_documents.issued_on',
      'invoice_documents.issued_at',
      'invoice_documents.issued_by',
    ]);
}
