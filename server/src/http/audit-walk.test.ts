import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connection.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { createAdminUser, signIn } from '../test/factories.js';
import { buildMatrixRows, MATRIX_NOW } from '../test/matrix-rows.js';
import { listApiRoutes } from '../test/route-table.js';
import { AUDIT_ADDRESS, auditWalk, buildWalkContext, type WalkContext } from '../test/audit-walk-steps.js';

/**
 * Every write staff answer for leaves an audit row with who, when and from where (issue 35,
 * item 3). Every non-GET route of the app's route table is either walked below (called once or
 * more with a request that succeeds, on real rows: audit-walk-steps.ts) or named in ALLOWED with
 * the reason it writes nothing staff answer for. A walked call that changes any table the
 * fingerprint reads must add an audit row stamped with the caller, the app's clock and the
 * request's address; a call that changes nothing and writes no row fails too (unless the step
 * says it only reads or mails), so that the walk keeps exercising the write. One app and one
 * database for the whole walk, on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

/** Non-GET routes that write nothing staff answer for, and why. Keep it short. */
const ALLOWED: Record<string, string> = {
  // Signing in and out: the session row itself keeps who, from which address and device, and
  // the failure counts are the lock's; no business data changes.
  'POST /api/auth/login': 'sign-in',
  'POST /api/auth/login/second-step': 'sign-in (two-step code)',
  'POST /api/auth/logout': 'sign-out',
  'DELETE /api/auth/sessions/{id}': "sign-out of one of one's own devices",
  // Passwords: a person's own secret, which the trail never holds; the owner's reset of a
  // member's password (POST /api/staff/{id}/reset-password) is audited.
  'POST /api/auth/forgot-password': 'password reset link (a token by e-mail)',
  'POST /api/auth/set-password': 'password reset (from the e-mailed link)',
  'POST /api/auth/change-password': "one's own password",
  // A pending two-step secret is in force only once confirmed (confirming is audited).
  'POST /api/auth/totp/start': 'a pending two-step secret, not yet in force',
  // Visitors: no account yet. A sign-up is a request staff approve or reject (audited).
  'POST /api/contact': 'contact form (a visitor)',
  'POST /api/auth/signup': 'account request (a visitor); its approval or rejection is audited',
  // One's own API tokens, like one's sessions: the token's row keeps when it was made, last used
  // and revoked; what is done with it is audited as its owner's.
  'POST /api/tokens': "one's own API token",
  'DELETE /api/tokens/{id}': "revoking one's own API token",
  // A webhook's deliveries are an outbox (what was sent, when, the receiver's answer), not
  // business data. Creating and deleting a staff member's webhook is walked (audited); a
  // customer's own, like their tokens, is not audited (webhook-addresses.test.ts).
  'POST /api/webhooks/{id}/deliveries/{deliveryId}/resend': "an event of one's own webhook sent again",
  // A customer's own starred products: a shopping aid like the cart, nothing staff answer for.
  'PUT /api/favourites/{productId}': "a customer's own favourites",
  'DELETE /api/favourites/{productId}': "a customer's own favourites",
  // A picker's tick on the day's pick list: a working mark in the cooler, like a pencil's.
  'PUT /api/pick-list/ticks': 'a pick list row ticked off (a working mark)',
  // The fresh list (issue 39 item 5): a customer's own mail preference, and leaving it from its
  // e-mail's link (no account at hand); nothing staff answer for.
  'PUT /api/customer/fresh-list': "a customer's own choice of the fresh list",
  'POST /api/unsubscribe/{token}': "leaving the fresh list from its e-mail's link",
};

/**
 * Tables the fingerprint leaves out: the trail itself; sign-in state (sessions, failure counts,
 * challenges, reset tokens, per-address limits) and job leases; the mail and webhook outboxes and the record
 * of statements mailed (what was sent, to whom and when: they change no business data); the
 * file store's bytes (the row that names a file is read); the migrations' own tables.
 */
const UNREAD = new Set([
  'audit_events',
  'sessions',
  'login_failures',
  'login_challenges',
  'password_tokens',
  'rate_limit_hits',
  'job_leases',
  'outbox',
  'webhook_deliveries',
  'statement_sends',
  'stored_files',
  'stored_file_chunks',
]);

async function fingerprintTables(db: Db): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables.map((t) => t.name).filter((name) => !UNREAD.has(name) && !name.startsWith('kysely_'));
}

/** Every row of every table read, as text: what a call changed is the tables whose text differs. */
async function fingerprint(db: Db, tables: string[]): Promise<Map<string, string>> {
  const texts = await Promise.all(
    tables.map(async (table) => {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
      return [
        table,
        rows
          .map((r) => JSON.stringify(r))
          .sort()
          .join('\n'),
      ] as const;
    }),
  );
  return new Map(texts);
}

const lastAuditId = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('audit_events')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst()
    )?.id ?? 0,
  );

describe('the audit trail has a row for every write, from the route table', () => {
  let t: TestApp;
  let ctx: WalkContext;
  let tables: string[];

  beforeAll(async () => {
    t = await createTestApp({ clock: { now: () => MATRIX_NOW }, env: { RATE_LIMIT: 'off', LOG_LEVEL: 'fatal' } });
    const owner = await createAdminUser(t.db);
    const ownerCookie = (await signIn(t.app, owner.email)).cookie;
    const built = await buildMatrixRows(t, ownerCookie);
    ctx = await buildWalkContext(t, { id: owner.id, cookie: ownerCookie }, built);
    tables = await fingerprintTables(t.db);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

  it('walks every non-GET route or says why it need not, and names no route that is gone', () => {
    const writes = listApiRoutes(t.app)
      .filter((r) => r.method !== 'GET')
      .map(key);
    const walked = new Set(auditWalk.map((s) => s.route));
    expect(
      writes.filter((k) => !walked.has(k) && !ALLOWED[k]),
      'a step in test/audit-walk-steps.ts (or a reason in ALLOWED) for each new write',
    ).toEqual([]);
    expect(
      [...walked, ...Object.keys(ALLOWED)].filter((k) => !writes.includes(k)),
      'routes that are gone',
    ).toEqual([]);
    expect(
      Object.keys(ALLOWED).filter((k) => walked.has(k)),
      'walked and allowed',
    ).toEqual([]);
  });

  it('finds an audit row, stamped with who, when and from where, after every walked write', async () => {
    const failures: string[] = [];
    let before = await fingerprint(t.db, tables);
    for (const step of auditWalk) {
      const name = step.label ? `${step.route} (${step.label})` : step.route;
      await step.setup?.(ctx);
      if (step.setup) before = await fingerprint(t.db, tables);
      const since = await lastAuditId(t.db);
      const request = await step.request(ctx);
      const caller = ctx.callers[step.as ?? 'owner'];
      const res = await t.app.inject({
        ...request,
        method: step.route.split(' ')[0] as 'POST' | 'PUT' | 'DELETE',
        remoteAddress: AUDIT_ADDRESS,
        headers: { ...request.headers, cookie: caller.cookie },
      });
      if (res.statusCode >= 300) {
        failures.push(`${name}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        before = await fingerprint(t.db, tables);
        continue;
      }
      await step.after?.(ctx, res.json());
      const after = await fingerprint(t.db, tables);
      const changed = tables.filter((table) => before.get(table) !== after.get(table));
      before = after;
      const events = await t.db.selectFrom('audit_events').selectAll().where('id', '>', since).execute();
      if (changed.length > 0 && events.length === 0)
        failures.push(`${name}: wrote ${changed.join(', ')} without an audit row`);
      if (changed.length === 0 && events.length === 0 && !step.writesNothing)
        failures.push(`${name}: wrote nothing (the walk no longer exercises this write)`);
      for (const e of events) {
        const stamp = { actor_user_id: e.actor_user_id, actor_ip: e.actor_ip, at: e.at };
        const wanted = { actor_user_id: caller.id, actor_ip: AUDIT_ADDRESS, at: MATRIX_NOW.toISOString() };
        if (JSON.stringify(stamp) !== JSON.stringify(wanted))
          failures.push(`${name}: ${e.entity} ${e.action} row stamped ${JSON.stringify(stamp)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
