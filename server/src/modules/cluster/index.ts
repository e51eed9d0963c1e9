// The public face of the cluster module: what several servers on one database share
// (docs/decisions/023-several-servers.md).
export { databaseRateLimitStore, purgeExpiredHits } from './rate-limit-store.js';
export { createJobRunner, LEASE_MS, RENEW_MS, type Job, type JobRunner } from './jobs.js';
export { listLeases, type LeaseRow } from './leases.js';
