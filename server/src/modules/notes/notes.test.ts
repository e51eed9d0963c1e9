import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAdminUser, createCustomer, signIn, withCookie } from '../../test/factories.js';

let t: TestApp;
let staff: { cookie: string; name: string };
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdminUser(t.db);
  staff = {
    ...(await signIn(t.app, admin.email)),
    name: (await t.db.selectFrom('users').select('name').where('id', '=', admin.id).executeTakeFirstOrThrow()).name,
  };
});
afterAll(() => t.close());

const as = withCookie;

describe('notes (SPEC §7)', () => {
  it('adds, lists newest first and deletes, with SPEC §8 messages; the author is the signed-in staff member', async () => {
    const c = await createCustomer(t.db);
    const first = await t.app.inject({
      method: 'POST',
      url: `/api/${c.id}/notes`,
      payload: { note_text: 'Prefers 60 cm roses', created_by: 'Someone Else' },
      ...as(staff.cookie),
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Note added successfully',
      note: { note_text: 'Prefers 60 cm roses', created_by: staff.name, user_id: c.id },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/${c.id}/notes`,
      payload: { note_text: '<b>Pays by cheque</b>' },
      ...as(staff.cookie),
    });
    const list = await t.app.inject({ method: 'GET', url: `/api/${c.id}/notes`, ...as(staff.cookie) });
    expect(list.json().notes.map((n: { note_text: string }) => n.note_text)).toEqual([
      '<b>Pays by cheque</b>',
      'Prefers 60 cm roses',
    ]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/note/${first.json().note.id}`,
      ...as(staff.cookie),
    });
    expect(removed.json()).toEqual({ success: true, message: 'Note deleted successfully' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/${c.id}/notes`, ...as(staff.cookie) })).json().notes,
    ).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/note/${first.json().note.id}`, ...as(staff.cookie) }))
        .statusCode,
    ).toBe(404);
    // The customer's audit trail has each note added and the one deleted, with its text.
    const trail = await t.db
      .selectFrom('audit_events')
      .select(['action', 'changes'])
      .where('entity', '=', 'customer')
      .where('entity_id', '=', c.id)
      .orderBy('id')
      .execute();
    expect(trail.map((e) => [e.action, JSON.parse(e.changes)])).toEqual([
      ['note_add', { note: [null, 'Prefers 60 cm roses'] }],
      ['note_add', { note: [null, '<b>Pays by cheque</b>'] }],
      ['note_delete', { note: ['Prefers 60 cm roses', null] }],
    ]);
  });

  it('refuses an empty or too long note, and an unknown customer', async () => {
    const c = await createCustomer(t.db);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/${c.id}/notes`,
          payload: { note_text: '  ' },
          ...as(staff.cookie),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/${c.id}/notes`,
          payload: { note_text: 'x'.repeat(2001) },
          ...as(staff.cookie),
        })
      ).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/999999/notes', ...as(staff.cookie) })).statusCode).toBe(404);
  });

  it('is staff only: 401 signed out, 403 for a customer even on their own notes', async () => {
    const c = await createCustomer(t.db);
    expect((await t.app.inject({ method: 'GET', url: `/api/${c.id}/notes` })).statusCode).toBe(401);
    const { cookie } = await signIn(t.app, c.email);
    expect((await t.app.inject({ method: 'GET', url: `/api/${c.id}/notes`, ...as(cookie) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/note/1', ...as(cookie) })).statusCode).toBe(403);
  });
});
