import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountingExportQuerySchema,
  accountingSettingsSchema,
  apiPaths,
  apiRoute,
  LANGUAGES,
  okEnvelope,
} from '@shop/contract';
import { sendFile } from '../../http/send-file.js';
import { currentUser, requestActor, requirePermission } from '../../http/guards.js';
import { requestLanguage } from '../../http/request-language.js';
import { exportBooks } from './export.js';
import { accountingMessages } from './messages.js';
import { accountingSettings, updateAccountingSettings } from './settings.js';

/** The books to the accountant (issue 39 item 4): the export and the accounts it posts to. */
export async function accountingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounting'];
  const deps = { db: app.db, clock: app.clock };

  r.get(
    apiRoute(apiPaths.accounting.export),
    {
      schema: {
        tags,
        summary:
          'The books of a period (from and to, both counted; at most 3 years) for the accountant: a ZIP of the ' +
          'sales journal (invoices, credit notes, GST and QST apart), the receipts and their allocations, in the ' +
          'import layout of Sage 50 Canada, QuickBooks Online or a plain journal',
        querystring: accountingExportQuerySchema.and(z.object({ lang: z.enum(LANGUAGES).optional() })),
      },
      preHandler: requirePermission('accounting'),
    },
    async (request, reply) => {
      const language = request.query.lang ?? currentUser(request).language;
      const file = await exportBooks(deps, request.query, language);
      return sendFile(reply, { type: 'application/zip', disposition: 'attachment', name: file.name, body: file.body });
    },
  );

  r.get(
    apiRoute(apiPaths.accounting.settings),
    {
      schema: {
        tags,
        summary: 'The accounts the books’ export posts to (numbers and names)',
        response: { 200: okEnvelope(accountingSettingsSchema) },
      },
      preHandler: requirePermission('accounting'),
    },
    async () => ({ success: true as const, data: await accountingSettings(app.db) }),
  );

  r.put(
    apiRoute(apiPaths.accounting.settings),
    {
      schema: {
        tags,
        summary: 'Sets the accounts the books’ export posts to, every one at once',
        body: accountingSettingsSchema,
        response: { 200: okEnvelope(accountingSettingsSchema) },
      },
      preHandler: requirePermission('accounting'),
    },
    async (request) => ({
      success: true as const,
      message: accountingMessages[requestLanguage(request)].settingsSaved,
      data: await updateAccountingSettings(deps, requestActor(request), request.body),
    }),
  );
}
