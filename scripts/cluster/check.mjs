// The cluster check (issue 16, "Done when"), against a fresh local cluster: PostgreSQL, three
// servers, nginx. Not part of `npm test`; run with `npm run cluster:check` after `npm run build`.
// CLUSTER_PORT (default 3000) moves the balancer and the servers (PORT+1..PORT+3).
// Exits 1 if a check fails. Takes about 3 minutes: a minute loading the demo data, 45 s waiting
// for a dead server's job lease to run out. Run by .ci/run after the PostgreSQL server tests.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { earliestDeliveryDate } from '@shop/contract';
import { startCluster } from './cluster.mjs';

const started = Date.now();
const port = Number(process.env.CLUSTER_PORT ?? 3000);
const ORDERS = Number(process.env.CLUSTER_ORDERS ?? 300);
const ADMIN = { email: 'admin@demo.fleurs.test', password: 'Demo-Admin-2026!' };
const CUSTOMERS = [
  'client@demo.fleurs.test',
  'atelier.verdure@demo.fleurs.test',
  'evenements.lumiere@demo.fleurs.test',
  'fleurs.rive.sud@demo.fleurs.test',
];
const CUSTOMER_PASSWORD = 'Demo-Client-2026!';

const failures = [];
let passed = 0;
function check(name, ok, detail = '') {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`);
  if (ok) passed += 1;
  else failures.push(name);
}
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

// Logs and outbox folders of this run only. CLUSTER_FRESH=0 keeps the database (and its demo
// data) of a previous run, which saves loading the demo data again.
// Stopped by a signal (CI cancelled, timeout): exit, so that startCluster's exit hook kills the
// servers and nginx rather than leaving them running.
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(1));
const dir = path.resolve('data/cluster-check');
fs.rmSync(dir, { recursive: true, force: true });
const startedIso = new Date().toISOString();
const cluster = await startCluster({
  port,
  database: 'shop_cluster_check',
  fresh: process.env.CLUSTER_FRESH !== '0',
  dir,
  env: { CAPTCHA: 'off', LOG_LEVEL: 'info' },
  quiet: true,
});
console.log(`cluster up after ${seconds()}: ${cluster.url} -> ${cluster.serverPorts.join(', ')}`);
const db = new pg.Client({ connectionString: cluster.databaseUrl });
await db.connect();
const base = cluster.url;

async function signIn(email, password, through = base) {
  const res = await fetch(`${through}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: through },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie()[0].split(';')[0];
}

async function api(cookie, method, url, body, through = base) {
  const res = await fetch(`${through}${url}`, {
    method,
    headers: { cookie, origin: through, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()).data;
}

try {
  // 1. Ten wrong passwords from one address, spread over the three servers, reach the limit of
  //    10 sign-ins a minute: the 11th is refused by each of them.
  const direct = (p) => `http://127.0.0.1:${p}`;
  const wrong = (p, i) =>
    fetch(`${direct(p)}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.77.0.1' },
      body: JSON.stringify({ email: `nobody${i}@example.test`, password: 'not-the-password' }),
    });
  const first = [];
  for (let i = 0; i < 10; i += 1) first.push((await wrong(cluster.serverPorts[i % 3], i)).status);
  const after = [];
  for (const p of cluster.serverPorts) after.push((await wrong(p, 99)).status);
  check(
    '10 wrong passwords over three servers trigger the per-address limit',
    first.every((s) => s === 401) && after.every((s) => s === 429),
    `first ten ${[...new Set(first)]}, then ${after}`,
  );

  // 2. An image uploaded through one server is downloaded through another (the file store is
  //    the database on PostgreSQL): the demo admin signs in and uploads through server A
  //    directly, then every size is fetched through server B directly; its bytes are A's, and
  //    the checksum kept in stored_files.
  const [serverA, serverB] = cluster.serverPorts;
  const adminA = await signIn(ADMIN.email, ADMIN.password, direct(serverA));
  const product = (await api(adminA, 'GET', '/api/inventory?limit=1', undefined, direct(serverA))).items[0];
  // Noise, so that the resized WebP files are not trivially small.
  const width = 1600;
  const height = 1200;
  const picture = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([picture], { type: 'image/jpeg' }), 'cluster-check.jpg');
  const upload = await fetch(`${direct(serverA)}/api/products/${product.id}/image`, {
    method: 'POST',
    headers: { cookie: adminA, origin: direct(serverA) },
    body: form,
  });
  const image = upload.ok ? (await upload.json()).data.product.image : null;
  const sizes = [];
  let same = image !== null;
  for (const url of image ? Object.values(image) : []) {
    const fromA = await fetch(`${direct(serverA)}${url}`);
    const fromB = await fetch(`${direct(serverB)}${url}`);
    const a = Buffer.from(await fromA.arrayBuffer());
    const b = Buffer.from(await fromB.arrayBuffer());
    const key = `images/${url.split('/').at(-1)}`;
    const stored = (await db.query('select sha256 from stored_files where key = $1', [key])).rows[0];
    const sha = createHash('sha256').update(b).digest('hex');
    sizes.push(`${url.split('-').at(-1)} ${b.length} B`);
    same &&= fromA.status === 200 && fromB.status === 200 && a.length > 0 && a.equals(b) && stored?.sha256 === sha;
  }
  const onDiskB = fs.existsSync(path.join(cluster.dir, `server-${serverB}`, 'images'));
  check(
    `an image uploaded through :${serverA} is downloaded through :${serverB}, byte for byte`,
    same && !onDiskB,
    upload.ok ? `${sizes.join(', ')}${onDiskB ? '; but B has an images folder' : ''}` : `upload ${upload.status}`,
  );

  // 3. Orders through the balancer while a server is killed (SIGKILL) mid-run.
  const admin = await signIn(ADMIN.email, ADMIN.password);
  const { items } = await api(admin, 'GET', '/api/inventory?limit=10');
  const ids = items.map((p) => p.id);
  for (const id of ids)
    await api(admin, 'POST', '/api/inventory/movements', { product_id: id, quantity: 5000, reason: 'receipt' });
  const stockOf = async () =>
    Object.fromEntries(
      (await db.query('select id, on_hand from products where id = any($1)', [ids])).rows.map((r) => [
        r.id,
        Number(r.on_hand),
      ]),
    );
  const before = await stockOf();
  const cookies = [];
  for (const email of CUSTOMERS) cookies.push(await signIn(email, CUSTOMER_PASSWORD));
  const date = earliestDeliveryDate(new Date(Date.now() + 24 * 3600_000));
  const leases = (await db.query('select name, holder from job_leases')).rows;
  const portOf = (holder) => Number(holder.split(':').at(-2));
  const housekeeper = portOf(leases.find((l) => l.name === 'housekeeping').holder);
  // The victim is a server that does not run housekeeping (checked below: it ran on one only),
  // nor, when there is one, any job: a message the outbox holder claimed when killed would wait
  // for its claim to run out (10 minutes). The jobs' takeover is checked at the end.
  const holders = new Set(leases.map((l) => portOf(l.holder)));
  const victim = cluster.serverPorts.find((p) => !holders.has(p)) ?? cluster.serverPorts.find((p) => p !== housekeeper);

  const acknowledged = new Map(); // idempotency key -> order id
  const tried = new Set(); // every idempotency key sent
  const statuses = new Map();
  let retries = 0;
  let next = 0;
  async function placeOne(n) {
    const key = randomUUID();
    tried.add(key);
    const cookie = cookies[n % cookies.length];
    const body = JSON.stringify({
      delivery_method: 'delivery',
      delivery_zone: 'montreal-laval',
      delivery_date: date,
      agreed_disclaimer: true,
      lines: [0, 1, 2].map((k) => ({ product_id: ids[(n + k * 3) % ids.length], quantity: 1 + ((n + k) % 3) })),
    });
    // A client whose request failed in transit tries again with the same Idempotency-Key.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      let res;
      try {
        res = await fetch(`${base}/api/Customer/Orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base, cookie, 'idempotency-key': key },
          body,
        });
      } catch {
        retries += 1;
        continue;
      }
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status === 201 || res.status === 200) {
        const data = (await res.json()).data;
        acknowledged.set(key, data.id ?? data.order?.id);
        return;
      }
      await res.text();
      if (res.status < 500) return;
      retries += 1;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  let killedAt = null;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < ORDERS) {
        const n = next++;
        if (n === Math.floor(ORDERS / 3) && killedAt === null) {
          killedAt = n;
          cluster.child(victim).kill('SIGKILL');
        }
        await placeOne(n);
      }
    }),
  );
  const keys = [...acknowledged.keys()];
  const rows = (
    await db.query(
      'select idempotency_key, count(*)::int as n from orders where idempotency_key = any($1) group by 1',
      [keys],
    )
  ).rows;
  const once = rows.filter((r) => r.n === 1).length;
  const dupes = (
    await db.query(
      'select count(*)::int as n from (select customer_id, idempotency_key from orders where idempotency_key is not null group by 1, 2 having count(*) > 1) d',
    )
  ).rows[0].n;
  check(
    `${ORDERS} orders through the balancer, server :${victim} killed at order ${killedAt}: every acknowledged order is in the database once`,
    rows.length === keys.length && once === keys.length && dupes === 0,
    `${keys.length} acknowledged, ${once} found once, ${dupes} placed twice; statuses ${JSON.stringify(Object.fromEntries(statuses))}, ${retries} retries`,
  );
  const placed = (
    await db.query(
      `select l.product_id, sum(l.quantity)::int as q from order_lines l join orders o on o.id = l.order_id
        where o.idempotency_key = any($1) group by 1`,
      // Every order this run tried (acknowledged or not): a reused database (CLUSTER_FRESH=0)
      // holds the orders of earlier runs too.
      [[...tried]],
    )
  ).rows;
  const afterStock = await stockOf();
  const takenOk = ids.every((id) => {
    const q = placed.find((p) => p.product_id === id)?.q ?? 0;
    return before[id] - afterStock[id] === q;
  });
  const ledger = (
    await db.query(
      `select count(*)::int as n from products p
        where p.on_hand <> coalesce((select sum(m.quantity) from inventory_movements m where m.product_id = p.id), 0)`,
    )
  ).rows[0].n;
  check(
    'stock consistent: taken = ordered for each product, stock = sum of its movements',
    takenOk && ledger === 0,
    `${ledger} products off their movements`,
  );

  // 4. The outbox sends each e-mail once: no message id in two servers' outbox folders.
  //    Waits until no message is due any more (the holder sends every 5 s) and every .eml
  //    written is marked sent (a message being sent has its file before its row says sent).
  const outboxNow = async () => {
    const sentBy = new Map();
    for (const p of cluster.serverPorts) {
      const dir = path.join(cluster.dir, `server-${p}`, 'outbox');
      for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
        const id = file.split('-')[0];
        sentBy.set(id, (sentBy.get(id) ?? 0) + 1);
      }
    }
    const { due, sent } = (
      await db.query(
        `select count(*) filter (where status = 'pending' and next_attempt_at <= $1)::int as due,
                count(*) filter (where status = 'sent' and sent_at >= $2)::int as sent
           from outbox`,
        [new Date().toISOString(), startedIso],
      )
    ).rows[0];
    return { sentBy, due, sentRows: sent };
  };
  const drained = Date.now();
  let outbox = await outboxNow();
  while (Date.now() - drained < 120_000 && (outbox.due > 0 || outbox.sentBy.size !== outbox.sentRows)) {
    await new Promise((r) => setTimeout(r, 500));
    outbox = await outboxNow();
  }
  const { sentBy, sentRows } = outbox;
  const twice = [...sentBy.values()].filter((n) => n > 1).length;
  check(
    'each e-mail sent once',
    twice === 0 && sentBy.size === sentRows,
    `${sentBy.size} .eml files, ${sentRows} sent in the outbox, ${twice} twice`,
  );

  // 5. Housekeeping ran on one server only.
  const ranOn = cluster.serverPorts.filter((p) =>
    fs
      .readFileSync(path.join(cluster.dir, `server-${p}.log`), 'utf8')
      .split('\n')
      .some((l) => l.includes('"job":"housekeeping"') && l.includes('"msg":"job ran"')),
  );
  check('housekeeping ran on one server only', ranOn.length === 1, `ran on ${ranOn.join(', ')}`);

  // 6. The holder of the jobs dies: another server takes them over within a minute. By design
  //    (leases of 45 s renewed every 15 s) the taker comes within one renewal (15 s) of the dead
  //    lease running out, so at most 60 s after the kill; a loaded machine's late timers get 5 s.
  const lease = (await db.query("select holder, expires_at from job_leases where name = 'outbox'")).rows[0];
  const holder = portOf(lease.holder);
  const killed = Date.now();
  cluster.child(holder).kill('SIGKILL');
  const runsOut = Date.parse(lease.expires_at);
  const bound = runsOut + 15_000 + 5_000;
  let taker = null;
  while (Date.now() < bound + 10_000) {
    const row = (await db.query("select holder from job_leases where name = 'outbox'")).rows[0];
    if (row && portOf(row.holder) !== holder) {
      taker = portOf(row.holder);
      break;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const takenAt = Date.now();
  const took = ((takenAt - killed) / 1000).toFixed(1);
  check(
    'another server takes the jobs over within a minute of the holder dying',
    taker !== null && takenAt <= bound,
    `:${holder} killed ${((runsOut - killed) / 1000).toFixed(1)} s before its lease ran out, ` +
      `:${taker} took over after ${took} s (${((takenAt - runsOut) / 1000).toFixed(1)} s after it ran out)`,
  );
} catch (err) {
  console.error(err);
  failures.push('error');
} finally {
  await db.end();
  await cluster.stop();
}
console.log(`${failures.length ? 'FAILED' : 'passed'} in ${seconds()}`);
// CLUSTER_REPORT=file.json: the counts in the shape of Vitest's JSON report, for the CI summary.
if (process.env.CLUSTER_REPORT)
  fs.writeFileSync(
    process.env.CLUSTER_REPORT,
    JSON.stringify({ numPassedTests: passed, numFailedTests: failures.length, numPendingTests: 0, numTodoTests: 0 }),
  );
process.exit(failures.length ? 1 : 0);
