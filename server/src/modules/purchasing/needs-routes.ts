import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  apiRoute,
  needsDraftResultSchema,
  needsDraftSchema,
  okEnvelope,
  purchaseMinimumSchema,
  purchaseMinimumWriteSchema,
  purchasingNeedsQuerySchema,
  purchasingNeedsSchema,
} from '@shop/contract';
import { requestActor, requirePermission } from '../../http/guards.js';
import { requestLanguage } from '../../http/request-language.js';
import { purchasingMessages } from './messages.js';
import { draftFromNeeds, purchasingNeeds, setPurchaseMinimum } from './needs-service.js';

const paths = apiPaths.purchasing;

/** What to buy (issue 37 item 2, decision 057): owner and office. */
export async function purchasingNeedsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['purchasing'];
  const deps = { db: app.db, clock: app.clock };
  const preHandler = requirePermission('purchasing');

  r.get(
    apiRoute(paths.needs),
    {
      schema: {
        tags,
        summary:
          'What to buy for an arrival: per product, prebookings and standing orders of the days it covers, back-orders and the minimum stock, less on hand and on order; by supplier, in boxes, the lead time checked',
        querystring: purchasingNeedsQuerySchema,
        response: { 200: okEnvelope(purchasingNeedsSchema) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, data: await purchasingNeeds(deps, request.query) }),
  );

  r.post(
    apiRoute(paths.needsDrafts),
    {
      schema: {
        tags,
        summary: 'Draft one purchase order per supplier from the lines chosen (the link’s box and last cost)',
        body: needsDraftSchema,
        response: { 201: okEnvelope(needsDraftResultSchema) },
      },
      preHandler,
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        message: purchasingMessages[requestLanguage(request)].draftsCreated,
        data: await draftFromNeeds(deps, requestActor(request), request.body),
      }),
  );

  r.put(
    apiRoute(paths.minimum),
    {
      schema: {
        tags,
        summary: 'The minimum stock of a product, which what to buy tops up to (0 removes it)',
        params: z.object({ productId: z.coerce.number().int().positive() }),
        body: purchaseMinimumWriteSchema,
        response: { 200: okEnvelope(purchaseMinimumSchema) },
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      message: purchasingMessages[requestLanguage(request)].minimumSaved,
      data: await setPurchaseMinimum(deps, requestActor(request), request.params.productId, request.body.min_units),
    }),
  );
}
