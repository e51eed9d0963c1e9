import type { BaseLogger } from 'pino';

/** What background work needs of a logger (Fastify's, or any pino logger). */
export type Log = Pick<BaseLogger, 'info' | 'warn' | 'error'>;
