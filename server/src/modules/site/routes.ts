import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiPaths,
  apiRoute,
  errorEnvelope,
  healthSchema,
  okEnvelope,
  readySchema,
  siteInfoSchema,
} from '@shop/contract';
import { createReadinessCheck } from './readiness.js';
import { readSiteInfo } from './site-info.js';

export async function siteRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    apiRoute(apiPaths.health),
    {
      schema: {
        tags: ['public'],
        summary: 'Liveness: the process answers (no database round trip)',
        response: { 200: okEnvelope(healthSchema) },
      },
    },
    async () => ({ success: true as const, data: { status: 'ok' as const } }),
  );

  const notReadyBecause = createReadinessCheck(app.db);
  r.get(
    apiRoute(apiPaths.ready),
    {
      schema: {
        tags: ['public'],
        summary: 'Readiness: the database answers and its migrations have run (503 otherwise)',
        response: { 200: okEnvelope(readySchema), 503: errorEnvelope },
      },
    },
    async (_request, reply) => {
      const problem = await notReadyBecause();
      if (problem)
        return reply.code(503).send({ success: false, message: `Not ready: ${problem}.`, error: 'NotReady' });
      return {
        success: true as const,
        data: { status: 'ready' as const, database: 'up' as const, migrations: 'done' as const },
      };
    },
  );

  r.get(
    apiRoute(apiPaths.site),
    {
      schema: {
        tags: ['public'],
        summary: 'Business details, captcha mode and published price-list sections for the web app',
        response: { 200: okEnvelope(siteInfoSchema) },
      },
    },
    async () => ({ success: true as const, data: await readSiteInfo(app) }),
  );
}
