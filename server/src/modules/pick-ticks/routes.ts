import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '@shop/contract';
import { apiPaths, apiRoute } from '@shop/contract/api-paths';
import { pickTicksQuerySchema, pickTicksSchema, pickTickUpdateSchema } from '@shop/contract/pick-ticks';
import { currentUser, requirePermission } from '../../http/guards.js';
import { listTicks, setTick } from './service.js';

/**
 * The pick list ticked off in the cooler (issue 34, item 9): who may read the pick list ticks
 * its rows (pickLists: owner and designers); a customer gets 403, a visitor 401.
 */
export async function pickTickRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['design-center'];
  const deps = { db: app.db, clock: app.clock };

  r.get(
    apiRoute(apiPaths.designCenter.pickTicks),
    {
      schema: {
        tags,
        summary: "The ticked rows of a date's pick list (all orders, pickup or a zone): the quantity, who and when",
        querystring: pickTicksQuerySchema,
        response: { 200: okEnvelope(pickTicksSchema) },
      },
      preHandler: requirePermission('pickLists'),
    },
    async (request) => ({ success: true as const, data: await listTicks(app.db, request.query) }),
  );

  r.put(
    apiRoute(apiPaths.designCenter.pickTicks),
    {
      schema: {
        tags,
        summary:
          "Ticks a product's row of a date's pick list for the quantity the picker saw, or unticks it; answers the list's ticks",
        body: pickTickUpdateSchema,
        response: { 200: okEnvelope(pickTicksSchema) },
      },
      preHandler: requirePermission('pickLists'),
    },
    async (request) => ({
      success: true as const,
      data: await setTick(deps, currentUser(request).id, request.body),
    }),
  );
}
