import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope, periodDocumentQuerySchema, statementQuerySchema, statementSchema } from '@shop/contract';
import { requestLanguage } from '../../http/request-language.js';
import { assertCustomerAccess, requireUser } from '../../http/guards.js';
import { getStatement, paymentsPdf, statementPdf, type PdfFile } from './service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** A downloaded PDF: saved under its name, never cached (it holds the customer's account). */
function sendPdf(reply: FastifyReply, file: PdfFile) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${file.filename}"`)
    .header('Cache-Control', 'private, no-store')
    .send(file.pdf);
}

/**
 * A customer's statement (invoices, credit notes and payments with the running balance) and
 * the downloads of the customer's money pages: staff, or the customer themself (another
 * customer's id answers 404).
 */
export async function statementRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];
  const deps = { db: app.db, clock: app.clock, config: app.config };
  const documentLanguage = (request: FastifyRequest, lang: 'en' | 'fr' | undefined) => lang ?? requestLanguage(request);

  r.get(
    '/api/customer/statement/:id',
    {
      schema: {
        tags,
        summary:
          "A customer's statement for a period: invoices, credit notes and payments in date order (or newest " +
          'first), with the opening balance, the balance after each entry and the closing balance (staff, or the ' +
          'customer themself)',
        params: idParams,
        querystring: statementQuerySchema,
        response: { 200: okEnvelope(statementSchema) },
      },
      preHandler: requireUser,
    },
    async (request) => {
      assertCustomerAccess(request, request.params.id);
      return {
        success: true as const,
        data: await getStatement(app.db, request.params.id, request.query, requestLanguage(request)),
      };
    },
  );

  const documents = [
    ['/api/customer/statement/:id/statement.pdf', 'The statement of a period', statementPdf],
    ['/api/customer/Orders/payments/:id/payments.pdf', 'The payments of a period', paymentsPdf],
  ] as const;
  for (const [path, what, render] of documents) {
    r.get(
      path,
      {
        schema: {
          tags,
          summary: `${what} as a PDF, in the reader's language (or ?lang=)`,
          params: idParams,
          querystring: periodDocumentQuerySchema,
          produces: ['application/pdf'],
        },
        preHandler: requireUser,
      },
      async (request, reply) => {
        assertCustomerAccess(request, request.params.id);
        const { from, to, lang } = request.query;
        return sendPdf(reply, await render(deps, request.params.id, { from, to }, documentLanguage(request, lang)));
      },
    );
  }
}
