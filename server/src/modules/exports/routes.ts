import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiPaths,
  apiRoute,
  EXPORT_KINDS,
  EXPORT_MAX_DAYS,
  exportParamsSchema,
  exportQuerySchema,
  okEnvelope,
  orderBulkFileReplySchema,
  orderBulkSchema,
} from '@shop/contract';
import { bulkResults } from '../../http/bulk-results.js';
import { requestLanguage } from '../../http/request-language.js';
import { sendFile } from '../../http/send-file.js';
import { currentUser, requirePermission } from '../../http/guards.js';
import { exportOrderSelection } from './selection.js';
import { exportFileName, streamExport, XLSX_TYPE } from './service.js';

/** SPEC §2 /admin/export-excel: XLSX files streamed as they are written. Staff only. */
export async function exportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    apiRoute(apiPaths.exports.workbook),
    {
      schema: {
        tags: ['exports'],
        summary:
          `An XLSX file (${EXPORT_KINDS.join(', ')}) for a range of at most ${EXPORT_MAX_DAYS} days, ` +
          'headers in `lang` (else the staff member’s language); streamed as it is written',
        description:
          `The reply is the file (${XLSX_TYPE}, Content-Disposition attachment), written as the rows are read. ` +
          'orders, order-lines, product-totals: orders delivered in the range; payments: received in the range; ' +
          'customers: every customer not archived, with their orders and invoiced total in the range; ' +
          'inventory: every product now, with its stock movements in the range. Money cells are dollars ' +
          '(numbers), dates are Excel dates.',
        params: exportParamsSchema,
        querystring: exportQuerySchema,
      },
      preHandler: requirePermission('exports'),
    },
    async (request, reply) => {
      const { kind } = request.params;
      const what = { ...request.query, lang: request.query.lang ?? currentUser(request).language };
      const stream = streamExport({ db: app.db, log: request.log }, kind, what);
      return sendFile(reply, {
        type: XLSX_TYPE,
        disposition: 'attachment',
        name: exportFileName(kind, what),
        body: stream,
      });
    },
  );

  r.post(
    apiRoute(apiPaths.exports.orderSelection),
    {
      schema: {
        tags: ['exports'],
        summary: 'The selected orders (at most 100) as the orders export (base64 XLSX), with one result per id',
        description: "Headers in the staff member's language; `file` is null when no id is an order.",
        body: orderBulkSchema,
        response: { 200: okEnvelope(orderBulkFileReplySchema) },
      },
      preHandler: requirePermission('exports'),
    },
    async (request) => {
      const { outcomes, file } = await exportOrderSelection(app.db, request.body.ids, currentUser(request).language);
      return {
        success: true as const,
        data: {
          results: bulkResults(outcomes, requestLanguage(request)),
          file: file && { filename: file.filename, content_type: XLSX_TYPE, base64: file.xlsx.toString('base64') },
        },
      };
    },
  );
}
