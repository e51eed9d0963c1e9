// The public face of the cluster module: what several servers on one database share
// (docs/decisions/023-several-servers.md).
export { databaseRateLimitStore, purgeExpiredHits } from './rate-limit-store.js';
