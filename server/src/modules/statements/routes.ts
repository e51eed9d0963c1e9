import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  apiRoute,
  okEnvelope,
  monthlyStatementQuerySchema,
  periodDocumentQuerySchema,
  statementQuerySchema,
  statementSchema,
  statementSendRunSchema,
  statementSendSchema,
} from '@shop/contract';
import { requestLanguage } from '../../http/request-language.js';
import { assertCustomerAccess, requirePermission, requireUser } from '../../http/guards.js';
import { DomainError } from '../../errors/domain-error.js';
import { getCustomerOrThrow } from '../customers/index.js';
import { monthlyStatementPdf } from './monthly.js';
import { sendRun, startSendRun } from './send-runs.js';
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
  const deps = { db: app.db, clock: app.clock, config: app.config, files: app.files };
  const documentLanguage = (request: FastifyRequest, lang: 'en' | 'fr' | undefined) => lang ?? requestLanguage(request);

  r.get(
    apiRoute(apiPaths.statements.statement),
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
        data: await getStatement(deps, request.params.id, request.query),
      };
    },
  );

  const documents = [
    [apiRoute(apiPaths.statements.statementPdf), 'The statement of a period', statementPdf],
    [apiRoute(apiPaths.statements.paymentsPdf), 'The payments of a period', paymentsPdf],
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

  r.get(
    apiRoute(apiPaths.statements.monthlyPdf),
    {
      schema: {
        tags,
        summary:
          "A month's balance-forward statement as a PDF, in the customer's language (or ?lang=): staff, or the " +
          'customer themself',
        params: idParams,
        querystring: monthlyStatementQuerySchema,
        produces: ['application/pdf'],
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      assertCustomerAccess(request, request.params.id);
      const { month, lang } = request.query;
      const language = async (id: number) => (await getCustomerOrThrow(app.db, id)).language;
      return sendPdf(reply, await monthlyStatementPdf(deps, request.params.id, month, lang, language));
    },
  );

  const runReply = okEnvelope(z.object({ run: statementSendRunSchema }));
  r.post(
    apiRoute(apiPaths.receivables.sendStatements),
    {
      schema: {
        tags,
        summary:
          "Send a month's statements again (one customer, or every customer with activity or an open balance); " +
          'the run goes on in the background: follow it with its id',
        body: statementSendSchema,
        response: { 202: runReply },
      },
      preHandler: requirePermission('receivables'),
    },
    async (request, reply) => {
      const { month, customer_id: customerId } = request.body;
      const run = await startSendRun({ ...deps, log: request.log }, month, customerId);
      app.mailer.kick();
      return reply.status(202).send({ success: true as const, data: { run } });
    },
  );

  r.get(
    apiRoute(apiPaths.receivables.sendRun),
    {
      schema: {
        tags,
        summary: 'The progress of a run of statements sent again',
        params: z.object({ runId: z.string().uuid() }),
        response: { 200: runReply },
      },
      preHandler: requirePermission('receivables'),
    },
    async (request) => {
      const run = sendRun(request.params.runId);
      if (!run) throw new DomainError('STATEMENT_RUN_NOT_FOUND');
      if (run.finished) app.mailer.kick();
      return { success: true as const, data: { run } };
    },
  );
}
