import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agingQuerySchema,
  agingSchema,
  apiPaths,
  apiRoute,
  creditStatusSchema,
  LANGUAGES,
  okEnvelope,
  openInvoiceSchema,
} from '@shop/contract';
import { sendFile } from '../../http/send-file.js';
import { currentUser, requirePermission } from '../../http/guards.js';
import { writeWorkbook, XLSX_TYPE } from '../exports/index.js';
import { agingFileName, agingSheet } from './aging-sheet.js';
import { aging, agingRows, customerCredit, customerOpenInvoices } from './service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** /admin/receivables: the aging, a customer's open invoices and credit position. Staff only. */
export async function receivableRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['receivables'];
  const deps = { db: app.db, clock: app.clock, config: app.config, files: app.files };

  r.get(
    apiRoute(apiPaths.receivables.aging),
    {
      schema: {
        tags,
        summary:
          'What each customer owes on as_of (today by default) by days past due: current, 1-30, 31-60, 61-90, ' +
          'over 90; their open credit and total; searched, sorted, paginated, with the totals of all',
        querystring: agingQuerySchema,
        response: { 200: okEnvelope(agingSchema) },
      },
      preHandler: requirePermission('receivables'),
    },
    async (request) => ({ success: true as const, data: await aging(deps, request.query) }),
  );

  r.get(
    apiRoute(apiPaths.receivables.agingXlsx),
    {
      schema: {
        tags,
        summary: 'The aging (every customer the search keeps, in its order) as XLSX with the totals row',
        querystring: agingQuerySchema.omit({ page: true, limit: true }).extend({ lang: z.enum(LANGUAGES).optional() }),
      },
      preHandler: requirePermission('receivables'),
    },
    async (request, reply) => {
      const language = request.query.lang ?? currentUser(request).language;
      const { asOf, rows, totals } = await agingRows(deps, request.query);
      const out = new PassThrough();
      writeWorkbook(out, agingSheet(rows, totals, asOf)(language), language).catch((err: unknown) => {
        request.log.error({ err }, 'aging export failed');
        out.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      return sendFile(reply, {
        type: XLSX_TYPE,
        disposition: 'attachment',
        name: agingFileName(asOf, language),
        body: out,
      });
    },
  );

  r.get(
    apiRoute(apiPaths.receivables.openInvoices),
    {
      schema: {
        tags,
        summary: "A customer's open invoices, oldest first, with what is paid, owed and how late",
        params: idParams,
        response: { 200: okEnvelope(z.object({ invoices: z.array(openInvoiceSchema) })) },
      },
      // Whoever takes a payment (the counter too) chooses the invoices it pays from this list.
      preHandler: requirePermission('payments.receive'),
    },
    async (request) => ({
      success: true as const,
      data: { invoices: await customerOpenInvoices(deps, request.params.id) },
    }),
  );

  r.get(
    apiRoute(apiPaths.receivables.creditStatus),
    {
      schema: {
        tags,
        summary: "A customer's balance, credit limit and overdue invoices (the staff order form's credit panel)",
        params: idParams,
        response: { 200: okEnvelope(z.object({ credit: creditStatusSchema })) },
      },
      preHandler: requirePermission('receivables'),
    },
    async (request) => ({
      success: true as const,
      data: { credit: await customerCredit(deps, request.params.id) },
    }),
  );
}
