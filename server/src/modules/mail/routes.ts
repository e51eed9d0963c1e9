import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths, apiRoute, listQuerySchema, okEnvelope, paginationSchema, sentEmailSchema } from '@shop/contract';
import { requirePermission } from '../../http/guards.js';
import { getCustomerOrThrow } from '../customers/index.js';
import { listMailTo } from './repository.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Staff see what was sent to whom (PRODUCT.md, E-mail). */
export async function mailRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    apiRoute(apiPaths.customers.emails),
    {
      schema: {
        tags: ['customers'],
        summary: 'The e-mails sent to a customer, newest first, with their delivery state',
        params: idParams,
        querystring: listQuerySchema,
        response: { 200: okEnvelope(z.object({ emails: z.array(sentEmailSchema), pagination: paginationSchema })) },
      },
      preHandler: requirePermission('customers.read'),
    },
    async (request) => {
      const customer = await getCustomerOrThrow(app.db, request.params.id);
      const { page, limit } = request.query;
      const { rows, total } = await listMailTo(app.db, customer.email, limit, (page - 1) * limit);
      return { success: true as const, data: { emails: rows, pagination: { page, limit, total } } };
    },
  );
}
