// Web order placement through the load balancer (issue 16): nginx round robin in front of one,
// then three app servers on one PostgreSQL (scripts/cluster/cluster.mjs: the local PostgreSQL of
// scripts/ci/start-postgres.sh, nginx installed with apt-get when missing). The same load as
// the single-server figures (placement.mjs). CLUSTER_PORT (default 3000) moves the balancer and
// the servers (PORT+1..PORT+3); the database is `bench_cluster`, seeded once with the demo data.
import fs from 'node:fs';
import path from 'node:path';
import { startCluster } from '../cluster/cluster.mjs';
import { benchPlacement } from './placement.mjs';

export async function benchClusterPlacement() {
  console.log(
    '\n## Web order placement through nginx, 1 and 3 servers on one PostgreSQL (50 connections, 10 s, 5 lines each)',
  );
  const port = Number(process.env.CLUSTER_PORT ?? 3000);
  const dir = path.resolve('data/bench-cluster');
  fs.rmSync(dir, { recursive: true, force: true });
  try {
    for (const servers of [1, 3]) {
      const cluster = await startCluster({
        port,
        servers,
        database: 'bench_cluster',
        // The first run loads the demo data; the second reuses it.
        fresh: servers === 1,
        dir: path.join(dir, `${servers}`),
        env: { RATE_LIMIT: 'off', CAPTCHA: 'off', LOG_LEVEL: 'warn' },
        quiet: true,
      });
      try {
        await benchPlacement({ url: cluster.url }, `${servers} server${servers > 1 ? 's' : ''}`);
      } finally {
        await cluster.stop();
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
