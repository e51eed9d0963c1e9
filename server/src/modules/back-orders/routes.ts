import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  apiRoute,
  backOrderAllocateSchema,
  backOrderAllocatedSchema,
  backOrderAllocationSchema,
  backOrderCancelledSchema,
  backOrderFillsSchema,
  backOrderListQuerySchema,
  backOrderListSchema,
  backOrderProductsQuerySchema,
  backOrderProductsSchema,
  okEnvelope,
} from '@shop/contract';
import { requestActor, requirePermission } from '../../http/guards.js';
import { requestLanguage } from '../../http/request-language.js';
import { backOrderMessages } from './messages.js';
import {
  allocateBackOrders,
  allocationFor,
  backOrderProducts,
  backOrderQueue,
  cancelBackOrder,
  fillsOf,
} from './service.js';

/** Issue 14, part 5: the back-order queue and its fulfilment. Staff only. */
export async function backOrderRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['back-orders'];
  const deps = { db: app.db, clock: app.clock, config: app.config, files: app.files };

  r.get(
    apiRoute(apiPaths.backOrders.list),
    {
      schema: {
        tags,
        summary: 'Staff: open back-orders by product then order date; product search and order-date range',
        querystring: backOrderListQuerySchema,
        response: { 200: okEnvelope(backOrderListSchema) },
      },
      preHandler: requirePermission('orders'),
    },
    async (request) => ({
      success: true as const,
      data: await backOrderQueue(app.db, request.query, requestLanguage(request)),
    }),
  );

  r.get(
    apiRoute(apiPaths.backOrders.products),
    {
      schema: {
        tags,
        summary: 'Staff: which of these products (?ids=1,2, just received) have back-orders waiting',
        querystring: backOrderProductsQuerySchema,
        response: { 200: okEnvelope(backOrderProductsSchema) },
      },
      preHandler: requirePermission('orders'),
    },
    async (request) => ({
      success: true as const,
      data: await backOrderProducts(app.db, request.query.ids, requestLanguage(request)),
    }),
  );

  r.get(
    apiRoute(apiPaths.backOrders.allocation),
    {
      schema: {
        tags,
        summary: "Staff: a product's open back-orders, oldest first, with what its stock fills of each",
        params: z.object({ productId: z.coerce.number().int().positive() }),
        response: { 200: okEnvelope(backOrderAllocationSchema) },
      },
      preHandler: requirePermission('inventory'),
    },
    async (request) => ({
      success: true as const,
      data: await allocationFor(app.db, request.params.productId, requestLanguage(request)),
    }),
  );

  r.post(
    apiRoute(apiPaths.backOrders.allocations),
    {
      schema: {
        tags,
        summary:
          'Staff: fill back-ordered lines of one product from its stock in one transaction (all or nothing, never more than on hand); each customer is e-mailed',
        body: backOrderAllocateSchema,
        response: { 201: okEnvelope(backOrderAllocatedSchema) },
      },
      preHandler: requirePermission('inventory'),
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const data = await allocateBackOrders(deps, requestActor(request), request.body);
      app.mailer.kick();
      return reply.status(201).send({
        success: true,
        message: backOrderMessages[language].allocated(data.filled_quantity, data.line_count),
        data,
      });
    },
  );

  r.post(
    apiRoute(apiPaths.backOrders.cancel),
    {
      schema: {
        tags,
        summary:
          "Staff: cancel what is open of a back-ordered line; an invoiced order's invoice is reversed by a credit note and re-issued",
        params: z.object({ lineId: z.coerce.number().int().positive() }),
        response: { 200: okEnvelope(backOrderCancelledSchema) },
      },
      preHandler: requirePermission('orders'),
    },
    async (request) => {
      const language = requestLanguage(request);
      const data = await cancelBackOrder(deps, requestActor(request), request.params.lineId);
      return {
        success: true as const,
        message: backOrderMessages[language].cancelled(data.cancelled_quantity, data.credit_note_number),
        data,
      };
    },
  );

  r.get(
    apiRoute(apiPaths.backOrders.orderFills),
    {
      schema: {
        tags,
        summary: "Staff: an order's back-orders filled from stock and cancelled, when and by whom",
        params: z.object({ orderId: z.coerce.number().int().positive() }),
        response: { 200: okEnvelope(backOrderFillsSchema) },
      },
      preHandler: requirePermission('orders'),
    },
    async (request) => ({
      success: true as const,
      data: await fillsOf(app.db, request.params.orderId, requestLanguage(request)),
    }),
  );
}
