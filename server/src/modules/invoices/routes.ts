import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths, apiRoute, okEnvelope, orderBulkFileReplySchema, orderBulkSchema } from '@shop/contract';
import { bulkResults } from '../../http/bulk-results.js';
import { currentUser, requireCustomerOr, requirePermission } from '../../http/guards.js';
import { requestLanguage } from '../../http/request-language.js';
import { invoiceFor, invoicesFor, type InvoiceFile } from '../orders/index.js';

/** Sends a document inline: never cached, the browser shows it and names it. */
function sendPdf(reply: FastifyReply, invoice: InvoiceFile) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `inline; filename="${invoice.filename}"`)
    .header('Cache-Control', 'private, no-store')
    .send(invoice.pdf);
}

/**
 * GET /api/Orders/{id}/invoice.pdf (data.order.invoicePdf: the order's current invoice, else its
 * order form) and GET /api/Orders/{id}/documents/{documentId}.pdf (data.order.documents[].pdf),
 * for the order's customer and for staff who may read orders (GET /api/Orders/{id}'s permission: a
 * driver or a designer reads no invoice, issue 35); staff print the invoices of several orders at once.
 */
export async function invoiceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const id = z.coerce.number().int().positive();
  r.get(
    apiRoute(apiPaths.orders.invoicePdf),
    {
      schema: {
        tags: ['orders'],
        summary: "An order's current invoice (or credit note, or order form) as a bilingual PDF",
        params: z.object({ id }),
      },
      preHandler: requireCustomerOr('orders'),
    },
    async (request, reply) =>
      sendPdf(reply, await invoiceFor(app.db, app.config.business, request.params.id, currentUser(request))),
  );
  r.get(
    apiRoute(apiPaths.orders.documentPdf),
    {
      schema: {
        tags: ['orders'],
        summary: 'One of the invoices and credit notes issued for an order, as issued',
        params: z.object({ id, documentId: id }),
      },
      preHandler: requireCustomerOr('orders'),
    },
    async (request, reply) => {
      const { id: orderId, documentId } = request.params;
      return sendPdf(reply, await invoiceFor(app.db, app.config.business, orderId, currentUser(request), documentId));
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
      preHandler: requirePermission('orders'),
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
