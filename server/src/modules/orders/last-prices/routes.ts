import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths, apiRoute, lastPricesQuerySchema, lastPricesSchema, okEnvelope } from '@shop/contract';
import { requirePermission } from '../../../http/guards.js';
import { lastPricesOf } from './last-prices.js';

/** The staff order form shows, on each line, what this customer paid for the product last time. */
export async function lastPriceRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    apiRoute(apiPaths.orders.lastPrices),
    {
      schema: {
        tags: ['orders'],
        summary: 'What a customer last paid for some products (their latest order that was not cancelled)',
        params: z.object({ customerId: z.coerce.number().int().positive() }),
        querystring: lastPricesQuerySchema,
        response: { 200: okEnvelope(lastPricesSchema) },
      },
      preHandler: requirePermission('orders'),
    },
    async (request) => ({
      success: true as const,
      data: { prices: await lastPricesOf(app.db, request.params.customerId, request.query.ids) },
    }),
  );
}
