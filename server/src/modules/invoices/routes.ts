import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../http/request-language.js';
import { currentUser, requireUser } from '../../http/guards.js';
import { invoiceFor } from './service.js';

/** GET /api/Orders/{id}/invoice.pdf: data.order.invoicePdf, for staff and the order's customer. */
export async function invoiceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/Orders/:id/invoice.pdf',
    {
      schema: {
        tags: ['orders'],
        summary: "An order's invoice (or credit note) as a bilingual PDF",
        params: z.object({ id: z.coerce.number().int().positive() }),
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const invoice = await invoiceFor(
        app.db,
        app.config.business,
        request.params.id,
        currentUser(request),
        requestLanguage(request),
      );
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${invoice.filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(invoice.pdf);
    },
  );
}
