import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  apiRoute,
  closedDayCreatedSchema,
  closedDayCreateSchema,
  closedDayNamesSchema,
  closedDayParamsSchema,
  closedDaySchema,
  closedDaysListSchema,
  closedDaysQuerySchema,
  okEnvelope,
} from '@shop/contract';
import { requestActor, requirePermission, requireUser } from '../../http/guards.js';
import { requestLanguage } from '../../http/request-language.js';
import { closedDayMessages } from './messages.js';
import { createClosedDay, listClosedDays, removeClosedDay, updateClosedDay, type OrdersOnDay } from './service.js';

/**
 * The days the shop delivers nothing (issue 38 item 3): read by anyone signed in, kept by staff.
 * `ordersOnDay` (the orders module's count, given by the app) says how many orders a day to
 * close already has.
 */
export async function closedDayRoutes(app: FastifyInstance, options: { ordersOnDay: OrdersOnDay }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['closed-days'];
  const deps = { db: app.db, clock: app.clock };
  const oneReply = okEnvelope(z.object({ closed_day: closedDaySchema }));

  r.get(
    apiRoute(apiPaths.closedDays.list),
    {
      schema: {
        tags,
        summary: 'The days the shop delivers nothing, by date (from today for a year unless from and to are given)',
        querystring: closedDaysQuerySchema,
        response: { 200: okEnvelope(closedDaysListSchema) },
      },
      preHandler: requireUser,
    },
    async (request) => ({ success: true as const, data: await listClosedDays(deps, request.query) }),
  );

  r.post(
    apiRoute(apiPaths.closedDays.list),
    {
      schema: {
        tags,
        summary:
          'Adds a closed day, named in English and French (409 when the date is one already, or has orders for delivery unless confirm_orders)',
        body: closedDayCreateSchema,
        response: { 201: okEnvelope(closedDayCreatedSchema) },
      },
      preHandler: requirePermission('closed-days'),
    },
    async (request, reply) => {
      const data = await createClosedDay(deps, requestActor(request), request.body, options.ordersOnDay);
      const said = closedDayMessages[requestLanguage(request)];
      return reply.status(201).send({
        success: true as const,
        message: data.orders_on_day > 0 ? said.createdWithOrders(data.orders_on_day) : said.created,
        data,
      });
    },
  );

  r.put(
    apiRoute(apiPaths.closedDays.one),
    {
      schema: {
        tags,
        summary: 'Renames a closed day',
        params: closedDayParamsSchema,
        body: closedDayNamesSchema,
        response: { 200: oneReply },
      },
      preHandler: requirePermission('closed-days'),
    },
    async (request) => ({
      success: true as const,
      message: closedDayMessages[requestLanguage(request)].updated,
      data: {
        closed_day: await updateClosedDay(deps, requestActor(request), request.params.date, request.body),
      },
    }),
  );

  r.delete(
    apiRoute(apiPaths.closedDays.one),
    {
      schema: {
        tags,
        summary: 'Removes a closed day: the shop delivers on it again',
        params: closedDayParamsSchema,
        response: { 200: okEnvelope(z.object({ date: z.string() })) },
      },
      preHandler: requirePermission('closed-days'),
    },
    async (request) => {
      await removeClosedDay(deps, requestActor(request), request.params.date);
      return {
        success: true as const,
        message: closedDayMessages[requestLanguage(request)].deleted,
        data: { date: request.params.date },
      };
    },
  );
}
