import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../connection.js';
import { migrateTo } from '../migrate.js';
import { freshDatabase } from '../../test/database.js';

/**
 * 0033 on the data of 0032: designers' names become staff users with the designer role, and the
 * orders assigned to one keep their designer's name. SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let db: Db;
// The migration is typed against the schema of its time (designers still exists).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let old: any;
beforeAll(async () => {
  fresh = await freshDatabase();
  db = createDb(fresh.database);
  old = db;
  await migrateTo(db, '0032-totp');
});
afterAll(async () => {
  await db.destroy();
  await fresh.drop();
});

const at = '2026-01-05T10:00:00.000Z';

async function user(values: { email: string; name: string; role: 'admin' | 'customer' }): Promise<number> {
  const row = await old
    .insertInto('users')
    .values({
      ...values,
      password_hash: 'x',
      language: 'en',
      status: 'approved',
      active: 1,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

describe('0033: designers are staff', () => {
  it('makes each designer a staff user with the designer role; orders keep their designer', async () => {
    const owner = await user({ email: 'owner@example.com', name: 'Sophie Owner', role: 'admin' });
    await old.insertInto('staff_roles').values({ user_id: owner, role: 'owner' }).execute();
    const customer = await user({ email: 'fleuriste@example.com', name: 'Marie', role: 'customer' });
    const designers = ['Marie', 'Julien', 'Ancienne', 'sophie owner'];
    for (const name of designers) {
      await old
        .insertInto('designers')
        .values({ name, active: name === 'Ancienne' ? 0 : 1, created_at: at, updated_at: at })
        .execute();
    }
    const { id: orderId } = await old
      .insertInto('orders')
      .values({
        number: 'T-1001',
        customer_id: customer,
        source: 'staff',
        type: 'order',
        status: 'delivered',
        delivery_method: 'pickup',
        delivery_zone: null,
        delivery_date: '2026-01-06',
        notes: null,
        po_number: null,
        parent_order_id: null,
        subtotal_cents: 1000,
        delivery_fee_cents: 0,
        gst_cents: 50,
        qst_cents: 100,
        total_cents: 1150,
        designer: 'Julien',
        design_status: 'designed',
        idempotency_key: null,
        created_by: owner,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    await migrateTo(db, '0033-designers-are-staff');

    const staff = await db
      .selectFrom('users')
      .leftJoin('staff_roles', 'staff_roles.user_id', 'users.id')
      .select([
        'users.id',
        'users.email',
        'users.name',
        'users.active',
        'users.password_hash',
        'users.language',
        'staff_roles.role',
      ])
      .where('users.role', '=', 'admin')
      .orderBy('users.id')
      .orderBy('staff_roles.role')
      .execute();
    const designerIds = await old
      .selectFrom('designers')
      .select('id')
      .execute()
      .catch(() => null);
    expect(designerIds).toBeNull(); // the table is gone
    const rows = staff.map((s) => [s.name, s.role, s.active, s.password_hash === null, s.email]);
    expect(rows).toEqual([
      // The owner of the same name (another case) gains the role: no second account.
      ['Sophie Owner', 'designer', 1, false, 'owner@example.com'],
      ['Sophie Owner', 'owner', 1, false, 'owner@example.com'],
      // A customer named Marie is not staff: the designer Marie is a new account.
      ['Marie', 'designer', 1, true, expect.stringMatching(/^designer-\d+@no-email\.invalid$/)],
      ['Julien', 'designer', 1, true, expect.stringMatching(/^designer-\d+@no-email\.invalid$/)],
      ['Ancienne', 'designer', 0, true, expect.stringMatching(/^designer-\d+@no-email\.invalid$/)],
    ]);
    expect(new Set(staff.map((s) => s.email)).size).toBe(4);
    expect(staff.every((s) => s.language === (s.name === 'Sophie Owner' ? 'en' : 'fr'))).toBe(true);
    // The customer is untouched, and the order keeps the name it was assigned.
    const marie = await db
      .selectFrom('users')
      .select(['role', 'email'])
      .where('id', '=', customer)
      .executeTakeFirstOrThrow();
    expect(marie).toEqual({ role: 'customer', email: 'fleuriste@example.com' });
    const order = await db
      .selectFrom('orders')
      .select(['designer', 'design_status'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ designer: 'Julien', design_status: 'designed' });
  });
});
