import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, apiRoute, auditListQuerySchema, auditListSchema, okEnvelope } from '@shop/contract';
import { requirePermission } from '../../http/guards.js';
import { auditEvents } from './service.js';

/**
 * Issue 15, part 3: the audit trail, read-only. There is deliberately no route that changes or
 * removes a row. Staff for now; owner-only once roles exist.
 */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    apiRoute(apiPaths.audit.list),
    {
      schema: {
        tags: ['audit'],
        summary: 'Staff: the audit trail, newest first; by entity (and id), user and date range',
        querystring: auditListQuerySchema,
        response: { 200: okEnvelope(auditListSchema) },
      },
      preHandler: requirePermission('audit'),
    },
    async (request) => ({ success: true as const, data: await auditEvents(app.db, request.query) }),
  );
}
