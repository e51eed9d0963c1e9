// The dashboard's queries one by one (issue 39): which figure costs what, on the bench's kept
// database (BENCH_DASHBOARD_DB, seeded by dashboard.mjs). Each query's time is the median of the
// runs after the first; the slowest first, with the start of its SQL.
import { createDb } from '../../server/dist/db/connection.js';
import { migrateToLatest } from '../../server/dist/db/migrate.js';
import { dashboard } from '../../server/dist/modules/dashboard/index.js';

const file = process.env.BENCH_DASHBOARD_DB;
if (!file) throw new Error('BENCH_DASHBOARD_DB: the database dashboard.mjs kept');
const times = new Map();
let timing = false;
const db = createDb({ dialect: 'sqlite', file }, (event) => {
  if (!timing || event.level !== 'query') return;
  const key = event.query.sql.replace(/\s+/g, ' ');
  times.set(key, [...(times.get(key) ?? []), event.queryDurationMillis]);
});
await migrateToLatest(db);
const deps = { db, clock: { now: () => new Date('2026-11-20T17:00:00Z') } };
const period = { from: process.env.FROM ?? '2026-01-01', to: process.env.TO ?? '2026-11-20' };
for (let i = 0; i < 6; i += 1) {
  timing = i > 0;
  await dashboard(deps, { ...period, compare: 'previous-year' });
}
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
for (const [sql, list] of [...times].sort((a, b) => median(b[1]) - median(a[1])).slice(0, 12))
  console.log(`${median(list).toFixed(0).padStart(6)} ms ×${list.length / 5}  ${sql.slice(0, 230)}`);
await db.destroy();
