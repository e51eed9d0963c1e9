// npm run cluster: PostgreSQL, three app servers on 3001-3003 sharing it, nginx round robin on
// 3000 (CLUSTER_PORT moves them all). Ctrl-C stops everything. See README, "Several servers".
import { startCluster } from './cluster.mjs';

const port = Number(process.env.CLUSTER_PORT ?? 3000);
const cluster = await startCluster({ port, servers: Number(process.env.CLUSTER_SERVERS ?? 3) });
console.log('Ctrl-C stops the cluster.');
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping the servers (they finish their requests) and nginx...');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
