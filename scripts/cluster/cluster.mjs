// A local cluster: PostgreSQL (scripts/ci/start-postgres.sh), N app servers on one database,
// nginx round robin in front (no sticky sessions). Used by run.mjs (npm run cluster) and by
// check.mjs. Needs the build (server/dist, web/dist).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The admin URL of the local PostgreSQL, started (and installed) when needed. */
export function startPostgres() {
  const out = execFileSync('bash', [path.join(ROOT, 'scripts/ci/start-postgres.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = /TEST_DATABASE_URL=(\S+)/.exec(out)?.[1];
  if (!url) throw new Error(`start-postgres.sh printed no URL: ${out}`);
  return url;
}

/** Creates the database `name` (dropped first when `fresh`), answers its URL. */
export async function ensureDatabase(adminUrl, name, { fresh = false } = {}) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if (fresh) await admin.query(`drop database if exists ${name} with (force)`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Debian's nginx, installed with apt-get when missing. */
export function nginxBinary() {
  const found = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((p) => fs.existsSync(p));
  if (found) return found;
  console.error('installing nginx (Debian package)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env });
  return '/usr/sbin/nginx';
}

export function nginxConfig({ dir, port, upstreams }) {
  return `# Written by scripts/cluster/cluster.mjs: round robin over the app servers, no stickiness.
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log ${dir}/nginx-access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream shop {
${upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 12m;
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A server that refuses the connection or is closing: the next one answers. A request
      # already sent is not replayed (non-idempotent), except with an Idempotency-Key by the client.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
    }
  }
}
`;
}

/** Throws when something already listens on 127.0.0.1:`port` (it would answer for our server). */
async function ensureFree(port) {
  await new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new Error(`port ${port} is in use (CLUSTER_PORT moves the cluster)`)));
    probe.listen(port, '127.0.0.1', () => probe.close(resolve));
  });
}

/** Waits until `url` answers 2xx; throws after `ms`, or at once when `child` has exited. */
async function waitFor(url, ms = 60_000, child = null) {
  const until = Date.now() + ms;
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`the process for ${url} exited (${child.exitCode ?? child.signalCode}); see its log`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Starts the cluster. Servers log (JSON lines) to <dir>/server-<port>.log and keep their own
 * DATA_DIR (<dir>/server-<port>). The first server seeds (SEED, default demo) before the
 * others start, so that two never seed one empty database at once.
 */
export async function startCluster({
  port = 3000,
  servers = 3,
  database = 'shop_cluster',
  fresh = false,
  dir = path.join(ROOT, 'data/cluster'),
  env = {},
  quiet = false,
} = {}) {
  fs.mkdirSync(dir, { recursive: true });
  for (const p of [port, ...Array.from({ length: servers }, (_, i) => port + 1 + i)]) await ensureFree(p);
  const adminUrl = startPostgres();
  const databaseUrl = await ensureDatabase(adminUrl, database, { fresh });
  const children = new Map();
  const serverPorts = Array.from({ length: servers }, (_, i) => port + 1 + i);

  function startServer(serverPort, seed) {
    const log = fs.openSync(path.join(dir, `server-${serverPort}.log`), 'a');
    const child = spawn(process.execPath, [path.join(ROOT, 'server/dist/main.js')], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // No SMTP here: the check counts each server's .eml files (production asks for them out loud).
        MAIL_TRANSPORT: 'file',
        PORT: String(serverPort),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: path.join(dir, `server-${serverPort}`),
        PUBLIC_URL: `http://localhost:${port}`,
        TRUST_PROXY: '127.0.0.1',
        SEED: seed,
        ...env,
      },
      stdio: ['ignore', log, log],
    });
    children.set(serverPort, child);
    return child;
  }

  const [first, ...rest] = serverPorts;
  // Never leave servers behind when this process ends.
  process.once('exit', () => {
    // nginx's master on SIGTERM takes its worker (which SIGKILL would leave listening) with it.
    for (const [name, child] of children)
      if (child.exitCode === null) child.kill(name === 'nginx' ? 'SIGTERM' : 'SIGKILL');
  });
  const seeder = startServer(first, env.SEED ?? 'demo');
  // Loading the demo data (pictures included) takes a minute or two on a small machine.
  await waitFor(`http://127.0.0.1:${first}/api/ready`, 300_000, seeder);
  const others = rest.map((p) => startServer(p, 'none'));
  await Promise.all(rest.map((p, i) => waitFor(`http://127.0.0.1:${p}/api/ready`, 60_000, others[i])));

  const nginxDir = path.join(dir, 'nginx');
  fs.mkdirSync(nginxDir, { recursive: true });
  const conf = path.join(nginxDir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig({ dir: nginxDir, port, upstreams: serverPorts.map((p) => `127.0.0.1:${p}`) }));
  const nginx = spawn(nginxBinary(), ['-c', conf, '-p', nginxDir], { stdio: ['ignore', 'inherit', 'inherit'] });
  children.set('nginx', nginx);
  await waitFor(`http://127.0.0.1:${port}/api/health`, 15_000, nginx);
  if (!quiet) {
    console.log(`Cluster: nginx http://localhost:${port} -> ${serverPorts.map((p) => `:${p}`).join(' ')}`);
    console.log(`  database ${databaseUrl}; logs in ${path.relative(ROOT, dir)}/`);
  }

  return {
    url: `http://127.0.0.1:${port}`,
    databaseUrl,
    dir,
    serverPorts,
    /** The server on `serverPort`'s process. */
    child: (serverPort) => children.get(serverPort),
    /** Starts a server again after it was stopped or killed. */
    restart: async (serverPort) => {
      const child = startServer(serverPort, 'none');
      await waitFor(`http://127.0.0.1:${serverPort}/api/ready`, 60_000, child);
    },
    async stop() {
      const exits = [];
      for (const child of children.values()) {
        if (child.exitCode !== null || child.signalCode !== null) continue;
        exits.push(new Promise((r) => child.once('exit', r)));
        child.kill(child === nginx ? 'SIGQUIT' : 'SIGTERM');
      }
      await Promise.all(exits);
    },
  };
}
