import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  okEnvelope,
  orderBulkFileReplySchema,
  orderBulkSchema,
  pickListQuerySchema,
  pickListSchema,
} from '@shop/contract';
import { apiPaths, apiRoute } from '@shop/contract/api-paths';

import { bulkResults } from '../../http/bulk-results.js';
import { currentUser, requirePermission } from '../../http/guards.js';
import { sendFile } from '../../http/send-file.js';
import { requestLanguage } from '../../http/request-language.js';
import {
  packingSlipFileName,
  packingSlipsFileName,
  pickListFileName,
  renderPackingSlipPdf,
  renderPackingSlipsPdf,
  renderPickListPdf,
  streamPackingSlips,
} from './pdf.js';
import { packingSlipOrder, packingSlipOrders, packingSlipSelection, pickList, pickListFilter } from './pick-list.js';

const PDF = 'application/pdf';

/**
 * The warehouse's papers (issue 14): the pick list of a date (JSON and PDF, in the staff
 * member's language), an order's packing slip and the date's packing slips in one streamed
 * PDF (bilingual, no prices). Staff only: a customer gets 403, a visitor 401.
 */
export async function pickListRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['design-center'];
  const deps = { db: app.db, clock: app.clock };

  r.get(
    apiRoute(apiPaths.designCenter.pickList),
    {
      schema: {
        tags,
        summary:
          'What to pull from the cooler for a delivery date (default today in Montreal), of a zone or pickup ' +
          "only: each product's quantity over the design center's orders, on hand and short, by category",
        querystring: pickListQuerySchema,
        response: { 200: okEnvelope(pickListSchema) },
      },
      preHandler: requirePermission('pickLists'),
    },
    async (request) => {
      const { lang: _lang, ...params } = request.query;
      return { success: true as const, data: await pickList(deps, params, requestLanguage(request)) };
    },
  );

  r.get(
    apiRoute(apiPaths.designCenter.pickListPdf),
    {
      schema: {
        tags,
        summary: 'The pick list as a PDF, in `lang` (else the staff member’s language)',
        querystring: pickListQuerySchema,
      },
      preHandler: requirePermission('pickLists'),
    },
    async (request, reply) => {
      const { lang, ...params } = request.query;
      const language = lang ?? currentUser(request).language;
      const list = await pickList(deps, params, language);
      const pdf = await renderPickListPdf(list, params, app.config.business, language);
      return sendFile(reply, {
        type: PDF,
        disposition: 'inline',
        name: pickListFileName(list.date, params, language),
        body: pdf,
      });
    },
  );

  r.get(
    apiRoute(apiPaths.designCenter.packingSlips),
    {
      schema: {
        tags,
        summary: "The date's packing slips (the pick list's orders) in one bilingual PDF, streamed",
        querystring: pickListQuerySchema,
      },
      preHandler: requirePermission('pickLists'),
    },
    async (request, reply) => {
      const { lang: _lang, ...params } = request.query;
      const { date } = pickListFilter(params, app.clock);
      const stream = streamPackingSlips(packingSlipOrders(deps, { ...params, date }), app.config.business, request.log);
      return sendFile(reply, {
        type: PDF,
        disposition: 'inline',
        name: packingSlipsFileName(date, params),
        body: stream,
      });
    },
  );

  r.get(
    apiRoute(apiPaths.orders.packingSlip),
    {
      schema: {
        tags: ['orders'],
        summary: "An order's packing slip: bilingual, no prices, with a QR code of its number",
        params: z.object({ id: z.coerce.number().int().positive() }),
      },
      preHandler: requirePermission('pickLists'),
    },
    async (request, reply) => {
      const document = await packingSlipOrder(app.db, request.params.id);
      const pdf = await renderPackingSlipPdf(document, app.config.business);
      return sendFile(reply, {
        type: PDF,
        disposition: 'inline',
        name: packingSlipFileName(document.order.number),
        body: pdf,
      });
    },
  );

  r.post(
    apiRoute(apiPaths.orders.bulkPackingSlips),
    {
      schema: {
        tags: ['orders'],
        summary: "The selected orders' packing slips in one PDF (base64), one a page, with one result per id",
        description:
          'As POST /api/Orders/bulk/invoices: an unknown id, a cancelled order or a credit note fails alone; ' +
          '`file` is null when none has a slip.',
        body: orderBulkSchema,
        response: { 200: okEnvelope(orderBulkFileReplySchema) },
      },
      preHandler: requirePermission('pickLists'),
    },
    async (request) => {
      const { outcomes, documents } = await packingSlipSelection(app.db, request.body.ids);
      const first = documents[0];
      const file = first && {
        filename: documents.length === 1 ? packingSlipFileName(first.order.number) : 'bordereaux.pdf',
        content_type: PDF,
        base64: (await renderPackingSlipsPdf(documents, app.config.business)).toString('base64'),
      };
      return {
        success: true as const,
        data: { results: bulkResults(outcomes, requestLanguage(request)), file: file ?? null },
      };
    },
  );
}
