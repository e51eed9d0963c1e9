import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  apiRoute,
  DASHBOARD_FIGURES,
  dashboardQuerySchema,
  dashboardSchema,
  LANGUAGES,
  okEnvelope,
} from '@shop/contract';
import { sendFile } from '../../http/send-file.js';
import { currentUser, requirePermission } from '../../http/guards.js';
import { writeWorkbook, XLSX_TYPE } from '../exports/index.js';
import { figureFileName, figureSheet, figureTable } from './figure-sheets.js';
import { dashboard } from './service.js';

/** /admin/dashboard (issue 39): the business in figures for the owner and the office. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboard'];
  const deps = { db: app.db, clock: app.clock };

  r.get(
    apiRoute(apiPaths.dashboard.figures),
    {
      schema: {
        tags,
        summary:
          'The figures of a period (from and to, both counted; today by default) beside those of the same days a ' +
          'year before: sales, orders by source, average order, margin (null until buying), shrink by category, ' +
          'claims by reason, receivables by age, stock by age, the top 10 products and customers. At most 3 years.',
        querystring: dashboardQuerySchema,
        response: { 200: okEnvelope(dashboardSchema) },
      },
      preHandler: requirePermission('dashboard'),
    },
    async (request) => ({ success: true as const, data: await dashboard(deps, request.query) }),
  );

  r.get(
    apiRoute(apiPaths.dashboard.figureXlsx),
    {
      schema: {
        tags,
        summary: "One figure of the dashboard as XLSX: its table, this period beside the year before's",
        params: z.object({ figure: z.enum(DASHBOARD_FIGURES) }),
        querystring: dashboardQuerySchema.and(z.object({ lang: z.enum(LANGUAGES).optional() })),
      },
      preHandler: requirePermission('dashboard'),
    },
    async (request, reply) => {
      const language = request.query.lang ?? currentUser(request).language;
      const figures = await dashboard(deps, request.query);
      const table = figureTable(request.params.figure, figures);
      const out = new PassThrough();
      writeWorkbook(out, figureSheet(table)(language), language).catch((err: unknown) => {
        request.log.error({ err }, 'dashboard figure export failed');
        out.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      return sendFile(reply, {
        type: XLSX_TYPE,
        disposition: 'attachment',
        name: figureFileName(table, figures, language),
        body: out,
      });
    },
  );
}
