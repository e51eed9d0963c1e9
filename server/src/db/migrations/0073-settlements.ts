import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './helpers.js';

/**
 * The aging's settlements, owned by payments (docs/decisions/068-aging-settlements.md): per
 * invoice, what the allocations that count now pay of it (`invoice_settlements.paid_cents`),
 * per payment what they take of it (`payment_settlements.allocated_cents`), and the day from
 * which that holds (`steady_from`: the last day any of its allocations was made or released).
 * An aging on a day from then on reads the kept sum, not every allocation. Payments writes them
 * with the allocations under the customer's allocation lock, never a row of orders (the columns
 * orders.settled_on and payments.settled_on of 2c1ece3 made a payment and a cancel deadlock).
 * Clustered on their key on SQLite (WITHOUT ROWID): the aging looks each one up by it.
 */
const TABLES = [
  { name: 'invoice_settlements', key: 'order_id', sum: 'paid_cents' },
  { name: 'payment_settlements', key: 'payment_id', sum: 'allocated_cents' },
] as const;

export async function up(db: MigrationDb): Promise<void> {
  for (const table of TABLES) {
    const create = db.schema
      .createTable(table.name)
      .addColumn(table.key, 'integer', (c) => c.primaryKey())
      .addColumn(table.sum, 'bigint', (c) => c.notNull())
      .addColumn('steady_from', 'text', (c) => c.notNull());
    await (isPostgres(db) ? create : create.modifyEnd(sql`without rowid`)).execute();
    // Every invoice and payment an allocation names, as payments/settlement-repository.ts keeps them.
    await sql`insert into ${sql.table(table.name)} (${sql.ref(table.key)}, ${sql.ref(table.sum)}, steady_from)
      select pa.${sql.ref(table.key)},
        coalesce(sum(case when pa.released_on is null then pa.amount_cents else 0 end), 0),
        max(case when pa.released_on > pa.allocated_on then pa.released_on else pa.allocated_on end)
      from payment_allocations pa group by pa.${sql.ref(table.key)}`.execute(db);
  }
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table.name).execute();
}
