import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  apiRoute,
  okEnvelope,
  prebookingConversionSchema,
  prebookingDetailSchema,
  prebookingListQuerySchema,
  prebookingListSchema,
  prebookingUpdateSchema,
} from '@shop/contract';
import { requestLanguage } from '../../http/request-language.js';
import { requestActor, requirePermission } from '../../http/guards.js';
import { presentLoadedOrder } from '../orders/index.js';
import { prebookingMessages } from './messages.js';
import { presentPrebookingPage, presentStockLine } from './presenter.js';
import { convertPrebooking, prebookingDetail, prebookingPage } from './service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** SPEC §2 /admin/prebooking and §7 GET /api/prebooking: staff only. */
export async function prebookingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['prebookings'];
  const deps = { db: app.db, clock: app.clock, config: app.config, files: app.files };

  r.get(
    apiRoute(apiPaths.prebookings.list),
    {
      schema: {
        tags,
        summary: 'Prebookings by delivery date: open ones, or with the converted and cancelled; paginated',
        querystring: prebookingListQuerySchema,
        response: { 200: okEnvelope(prebookingListSchema) },
      },
      preHandler: requirePermission('orders'),
    },
    async (request) => ({
      success: true as const,
      data: presentPrebookingPage(await prebookingPage(app.db, request.query), request.query, requestLanguage(request)),
    }),
  );

  r.get(
    apiRoute(apiPaths.prebookings.one),
    {
      schema: {
        tags,
        summary: 'One prebooking, and per line what converting it now would take from stock or back-order',
        params: idParams,
        response: { 200: okEnvelope(prebookingDetailSchema) },
      },
      preHandler: requirePermission('orders'),
    },
    async (request) => {
      const language = requestLanguage(request);
      const { order, converted, stock } = await prebookingDetail(app.db, request.params.id);
      return {
        success: true as const,
        data: {
          order: presentLoadedOrder(order, language),
          converted,
          stock: stock.map((line) => presentStockLine(line, language)),
        },
      };
    },
  );

  r.put(
    apiRoute(apiPaths.prebookings.one),
    {
      schema: {
        tags,
        summary:
          'Set update_inventory to true: the prebooking becomes a confirmed, invoiced order whose lines are ' +
          'taken from stock, the rest back-ordered (409 when already converted or cancelled)',
        params: idParams,
        body: prebookingUpdateSchema,
        response: { 200: okEnvelope(prebookingConversionSchema) },
      },
      preHandler: requirePermission('orders'),
    },
    async (request) => {
      const language = requestLanguage(request);
      const { order, backOrders } = await convertPrebooking(
        deps,
        requestActor(request),
        request.params.id,
        request.body.credit_override_reason,
      );
      const { number, invoice_number: invoice } = order.order;
      return {
        success: true as const,
        message: prebookingMessages[language].converted(number, invoice ?? '', backOrders.length),
        data: {
          order: presentLoadedOrder(order, language),
          back_orders: backOrders.map((line) => presentStockLine(line, language)),
        },
      };
    },
  );
}
