import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  apiRoute,
  customerPricesSchema,
  customerPricesWriteSchema,
  okEnvelope,
  priceLevelListSchema,
  priceLevelSchema,
  priceLevelWriteSchema,
} from '@shop/contract';
import { requestActor, requirePermission, requireStaff } from '../../http/guards.js';
import { requestLanguage } from '../../http/request-language.js';
import { getCustomerOrThrow } from '../customers/index.js';
import { priceMessages } from './messages.js';
import { createPriceLevel, customerPrices, listPriceLevels, saveCustomerPrices, updatePriceLevel } from './service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * Customer prices (issue 38 item 4, decision 060): price levels, read by staff and kept by the
 * owner and the office; a customer's level and contract prices, read by staff who read
 * customers and kept by those who change them. No customer reads or writes any of it.
 */
export async function priceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['prices'];
  const deps = { db: app.db, clock: app.clock };
  const levelReply = okEnvelope(z.object({ price_level: priceLevelSchema }));
  const pricesReply = okEnvelope(z.object({ customer_prices: customerPricesSchema }));

  r.get(
    apiRoute(apiPaths.prices.levels),
    {
      schema: {
        tags,
        summary: 'The price levels, by name, with how many customers have each',
        response: { 200: okEnvelope(priceLevelListSchema) },
      },
      preHandler: requireStaff,
    },
    async () => ({ success: true as const, data: { price_levels: await listPriceLevels(app.db) } }),
  );

  r.post(
    apiRoute(apiPaths.prices.levels),
    {
      schema: { tags, summary: 'Adds a price level', body: priceLevelWriteSchema, response: { 201: levelReply } },
      preHandler: requirePermission('customers.write'),
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        message: priceMessages[requestLanguage(request)].levelCreated,
        data: { price_level: await createPriceLevel(deps, requestActor(request), request.body) },
      }),
  );

  r.put(
    apiRoute(apiPaths.prices.level),
    {
      schema: {
        tags,
        summary: 'Renames a price level or changes its percentage off',
        params: idParams,
        body: priceLevelWriteSchema,
        response: { 200: levelReply },
      },
      preHandler: requirePermission('customers.write'),
    },
    async (request) => ({
      success: true as const,
      message: priceMessages[requestLanguage(request)].levelUpdated,
      data: { price_level: await updatePriceLevel(deps, requestActor(request), request.params.id, request.body) },
    }),
  );

  r.get(
    apiRoute(apiPaths.prices.customer),
    {
      schema: {
        tags,
        summary: "A customer's price level and contract prices",
        params: idParams,
        response: { 200: pricesReply },
      },
      preHandler: requirePermission('customers.read'),
    },
    async (request) => {
      await getCustomerOrThrow(app.db, request.params.id);
      return { success: true as const, data: { customer_prices: await customerPrices(app.db, request.params.id) } };
    },
  );

  r.put(
    apiRoute(apiPaths.prices.customer),
    {
      schema: {
        tags,
        summary: "Sets a customer's contract prices (all of them) and, when given, their price level",
        params: idParams,
        body: customerPricesWriteSchema,
        response: { 200: pricesReply },
      },
      preHandler: requirePermission('customers.write'),
    },
    async (request) => {
      await getCustomerOrThrow(app.db, request.params.id);
      const saved = await saveCustomerPrices(deps, requestActor(request), request.params.id, request.body);
      return {
        success: true as const,
        message: priceMessages[requestLanguage(request)].pricesSaved,
        data: { customer_prices: saved },
      };
    },
  );
}
