import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  completeBackSchema,
  designCenterChangeSchema,
  designCenterListSchema,
  designCenterQuerySchema,
  designCenterTotalsSchema,
  designerAssignSchema,
  designerSchema,
  okEnvelope,
} from '@shop/contract';
import { apiPaths, apiRoute } from '@shop/contract/api-paths';
import { requestLanguage } from '../../http/request-language.js';
import { requestActor, requirePermission } from '../../http/guards.js';
import { designCenterMessages } from './messages.js';
import { markMessage, presentChange, presentRow, presentTotals } from './presenter.js';
import { assignDesigner, designCenterTotals, designers, listDesignCenter, markLine } from './service.js';

const lineParams = z.object({ id: z.coerce.number().int().positive() });
const changeReply = okEnvelope(designCenterChangeSchema);

/**
 * The design center (SPEC §7 paths, in their mixed case; the router ignores case) and its
 * designers: staff users holding the designer role, managed at /admin/staff (docs/decisions/026). Staff only: a customer gets 403, a visitor 401.
 */
export async function designCenterRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['design-center'];
  const deps = { db: app.db, clock: app.clock };

  r.get(
    apiRoute(apiPaths.designCenter.items),
    {
      schema: {
        tags,
        summary:
          'Lines to prepare for a delivery date (default today in Montreal) of confirmed or ready orders, ' +
          'filtered, 30 a page from page 1, with the stats of the whole filter',
        querystring: designCenterQuerySchema,
        response: { 200: okEnvelope(designCenterListSchema) },
      },
      preHandler: requirePermission('designCenter'),
    },
    async (request) => {
      const language = requestLanguage(request);
      const { rows, totals, ...list } = await listDesignCenter(deps, request.query);
      return {
        success: true as const,
        data: {
          ...list,
          orders: rows.map((r) => presentRow(r, language)),
          productTotals: presentTotals(totals, language),
        },
      };
    },
  );

  r.get(
    apiRoute(apiPaths.designCenter.itemsModel),
    {
      schema: {
        tags,
        summary: 'productTotals: the quantity of each product across the filtered lines (page and limit are ignored)',
        querystring: designCenterQuerySchema,
        response: { 200: okEnvelope(designCenterTotalsSchema) },
      },
      preHandler: requirePermission('designCenter'),
    },
    async (request) => {
      const { page: _page, limit: _limit, ...filter } = request.query;
      const { date, totals } = await designCenterTotals(deps, filter);
      return { success: true as const, data: { date, productTotals: presentTotals(totals, requestLanguage(request)) } };
    },
  );

  r.put(
    apiRoute(apiPaths.designCenter.lineDesigner),
    {
      schema: {
        tags,
        summary:
          '{id} is an order LINE id (the row table_id): sets its designer, or with updateAll the designer of ' +
          'the line’s whole order (orders.designer and every line); designer null unassigns',
        params: lineParams,
        body: designerAssignSchema,
        response: { 200: changeReply },
      },
      preHandler: requirePermission('designCenter'),
    },
    async (request) => {
      const m = designCenterMessages[requestLanguage(request)];
      const { change, designer } = await assignDesigner(deps, requestActor(request), request.params.id, request.body);
      const message =
        designer === null
          ? m.designerCleared
          : request.body.updateAll
            ? m.designerAssignedAll(designer)
            : m.designerAssigned(designer);
      return { success: true as const, message, data: presentChange(change, requestLanguage(request)) };
    },
  );

  r.put(
    apiRoute(apiPaths.designCenter.completeBack),
    {
      schema: {
        tags,
        summary:
          '{id} is an order LINE id: {complete_order} or {back_order, back_order_text}; setting one true ' +
          'clears the other; the order is designed once every line is complete',
        params: lineParams,
        body: completeBackSchema,
        response: { 200: changeReply },
      },
      preHandler: requirePermission('designCenter'),
    },
    async (request) => {
      const language = requestLanguage(request);
      const change = await markLine(deps, requestActor(request), request.params.id, request.body);
      return {
        success: true as const,
        message: markMessage(request.body, change.allComplete, language),
        data: presentChange(change, language),
      };
    },
  );

  r.get(
    apiRoute(apiPaths.designCenter.activeDesigners),
    {
      schema: {
        tags,
        summary: 'The active staff members with the designer role, to assign (data.users)',
        response: { 200: okEnvelope(z.object({ users: z.array(designerSchema) })) },
      },
      preHandler: requirePermission('designCenter'),
    },
    async () => ({ success: true as const, data: { users: await designers(app.db, true) } }),
  );

  r.get(
    apiRoute(apiPaths.designCenter.designers),
    {
      schema: {
        tags,
        summary: 'Every staff member with the designer role, active or not, by name (managed at /api/staff)',
        response: { 200: okEnvelope(z.object({ designers: z.array(designerSchema) })) },
      },
      preHandler: requirePermission('designCenter'),
    },
    async () => ({ success: true as const, data: { designers: await designers(app.db, false) } }),
  );
}
