import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths, apiRoute, okEnvelope, orderBulkFileReplySchema, orderBulkSchema } from '@shop/contract';
import { bulkResults } from '../../http/bulk-results.js';
import { currentUser, requireAdmin, requireUser } from '../../http/guards.js';
import { requestLanguage } from '../../http/request-language.js';
import { invoiceFor, invoicesFor } from './service.js';

/** GET /api/Orders/{id}/invoice.pdf (data.order.invoicePdf, for staff and the order's customer); staff print several at once. */
export async function invoiceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    apiRoute(apiPaths.orders.invoicePdf),
    {
      schema: {
        tags: ['orders'],
        summary: "An order's invoice (or credit note) as a bilingual PDF",
        params: z.object({ id: z.coerce.number().int().positive() }),
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const invoice = await invoiceFor(app.db, app.config.business, request.params.id, currentUser(request));
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${invoice.filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(invoice.pdf);
    },
  );

  r.post(
    apiRoute(apiPaths.orders.bulkInvoices),
    {
      schema: {
        tags: ['orders'],
        summary: "The selected orders' invoices in one PDF (base64), with one result per id",
        description: 'An order without an invoice yet fails alone; `file` is null when none has one.',
        body: orderBulkSchema,
        response: { 200: okEnvelope(orderBulkFileReplySchema) },
      },
      preHandler: requireAdmin,
    },
    async (request) => {
      const { outcomes, file } = await invoicesFor(app.db, app.config.business, request.body.ids);
      return {
        success: true as const,
        data: {
          results: bulkResults(outcomes, requestLanguage(request)),
          file: file && {
            filename: file.filename,
            content_type: 'application/pdf',
            base64: file.pdf.toString('base64'),
          },
        },
      };
    },
  );
}
