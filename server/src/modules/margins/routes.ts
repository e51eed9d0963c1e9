import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  apiRoute,
  LANGUAGES,
  marginReportQuerySchema,
  marginReportSchema,
  okEnvelope,
  type Product,
} from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { sendFile } from '../../http/send-file.js';
import { currentUser, hasPermission, requirePermission } from '../../http/guards.js';
import { writeWorkbook, XLSX_TYPE } from '../exports/index.js';
import { withProductCosts } from './product-costs.js';
import { marginReport } from './report-service.js';
import { marginFileName, marginSheet } from './report-sheet.js';

/** /admin/margins (issue 37 item 6): the margin report, owner and office (the dashboard's roles). */
export async function marginRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['margins'];

  r.get(
    apiRoute(apiPaths.margins.report),
    {
      schema: {
        tags,
        summary:
          'The margin of the orders delivered in a period (from and to, both counted; at most 3 years) by product, ' +
          "category, customer or supplier (the supplier of a line's oldest lot), most sold first, with the totals: " +
          'sales, cost (first in, first out over the received lots, decision 063), margin and margin %; lines whose ' +
          'cost is not known are counted apart. customer_id or product_id narrows it to one customer or product.',
        querystring: marginReportQuerySchema,
        response: { 200: okEnvelope(marginReportSchema) },
      },
      preHandler: requirePermission('dashboard'),
    },
    async (request) => ({ success: true as const, data: await marginReport(app.db, request.query) }),
  );

  r.get(
    apiRoute(apiPaths.margins.reportXlsx),
    {
      schema: {
        tags,
        summary: 'The margin report as XLSX: every group of the period (no paging), then the totals',
        querystring: marginReportQuerySchema.and(z.object({ lang: z.enum(LANGUAGES).optional() })),
      },
      preHandler: requirePermission('dashboard'),
    },
    async (request, reply) => {
      const language = request.query.lang ?? currentUser(request).language;
      const out = new PassThrough();
      writeWorkbook(out, marginSheet(app.db, request.query), language).catch((err: unknown) => {
        request.log.error({ err }, 'margin report export failed');
        out.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      return sendFile(reply, {
        type: XLSX_TYPE,
        disposition: 'attachment',
        name: marginFileName(request.query, language),
        body: out,
      });
    },
  );
}

/**
 * Products as their reader may see them (decision 063): with their cost and margin, and their
 * packs', for the owner and the office (permission dashboard); as they are for anyone else.
 */
export async function productsFor(request: FastifyRequest, db: Db, products: Product[]): Promise<Product[]> {
  return hasPermission(request, 'dashboard') ? withProductCosts(db, products) : products;
}

/** One product as its reader may see it (productsFor). */
export async function productFor(request: FastifyRequest, db: Db, product: Product): Promise<Product> {
  return (await productsFor(request, db, [product]))[0]!;
}
