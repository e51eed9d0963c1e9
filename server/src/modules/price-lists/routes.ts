import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  LANGUAGES,
  PRICE_LIST_SECTIONS,
  apiRoute,
  okEnvelope,
  PRICE_LIST_FILE,
  priceListDetailSchema,
  priceListFieldsSchema,
  priceListsReplySchema,
  priceListUpdateFieldsSchema,
  type Language,
} from '@shop/contract';
import { DomainError } from '../../errors/domain-error.js';
import { sendFile } from '../../http/send-file.js';
import { HttpError } from '../../http/errors.js';
import { currentUser, requestActor, requireUser, requirePermission } from '../../http/guards.js';
import { readMultipart } from '../../http/multipart.js';
import { replyText } from '../../http/reply-typography.js';
import { requestLanguage } from '../../http/request-language.js';
import { parseOrBadRequest } from '../../http/validate.js';
import { openStoredFile } from '../../lib/stored-files.js';
import { resolvePriceListType } from './file-type.js';
import { livePriceList } from './live.js';
import { priceListMessages } from './messages.js';
import { savedDetailJson, type PriceListSaved } from './presenter.js';
import {
  createPriceList,
  deletePriceListById,
  fileForUser,
  getForUser,
  listForUser,
  updatePriceListById,
} from './service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const detailReply = okEnvelope(z.object({ pricelist: priceListDetailSchema }));
const listReply = okEnvelope(priceListsReplySchema);

/** Reads the multipart body of POST/PUT /api/pricelists; a file over 10 MB or of another type is refused. */
async function readPriceListUpload(request: FastifyRequest) {
  try {
    return await readMultipart(request, {
      maxBytes: PRICE_LIST_FILE.maxBytes,
      allowed: PRICE_LIST_FILE.types,
      fileField: 'file',
      resolveType: resolvePriceListType,
    });
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError('PRICE_LIST_TOO_LARGE');
    if (err instanceof HttpError && err.statusCode === 415) throw new DomainError('PRICE_LIST_UNSUPPORTED');
    throw err;
  }
}

/**
 * The reply to a saved list (detailReply's shape), its JSON written by savedDetailJson: a string
 * sent as JSON is not serialized again, so the rows the reader wrote are not walked here. Nor
 * does it pass the preSerialization hook that sets every reply's message: its message is set here
 * the same way (replyText).
 */
function sendSaved(reply: FastifyReply, status: 200 | 201, message: string, language: Language, saved: PriceListSaved) {
  const text = replyText(message, language);
  const body = `{"success":true,"message":${JSON.stringify(text)},"data":{"pricelist":${savedDetailJson(saved)}}}`;
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Price lists (SPEC §7). Staff manage them; signed-in customers (sessions exist only for approved,
 * active accounts) read the published ones valid today.
 */
export async function priceListRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['price-lists'];

  r.get(
    apiRoute(apiPaths.priceLists.list),
    {
      schema: {
        tags,
        summary: 'Price lists: all for staff, published and valid today for customers',
        response: { 200: listReply },
      },
      preHandler: requireUser,
    },
    async (request) => ({ success: true as const, data: { pricelists: await listForUser(app, currentUser(request)) } }),
  );

  r.get(
    apiRoute(apiPaths.priceLists.one),
    {
      schema: {
        tags,
        summary: 'One price list with the rows read from its file',
        params: idParams,
        response: { 200: detailReply },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const pricelist = await getForUser(app, currentUser(request), request.params.id);
      return { success: true as const, data: { pricelist } };
    },
  );

  r.get(
    apiRoute(apiPaths.priceLists.file),
    {
      schema: {
        tags,
        summary: "The list's file; ?inline=1 shows a PDF in the page instead of downloading it",
        params: idParams,
        querystring: z.object({ inline: z.enum(['0', '1']).optional() }),
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const file = await fileForUser(app, currentUser(request), request.params.id);
      const inline = request.query.inline === '1' && file.mime === 'application/pdf';
      if (inline) {
        // Only this app's own pages may frame the PDF (the global policy forbids all framing).
        reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'self'");
      }
      const stored = await openStoredFile(app.files, file.path);
      if (!stored) throw new DomainError('PRICE_LIST_NOT_FOUND');
      return sendFile(reply, {
        type: file.mime,
        disposition: inline ? 'inline' : 'attachment',
        name: file.name,
        body: stored.stream,
      });
    },
  );

  r.get(
    apiRoute(apiPaths.priceLists.live),
    {
      schema: {
        tags,
        summary:
          "A section's live price list built from the catalogue: its active products with their current price " +
          "and availability, by category then name, as PDF or XLSX in the reader's language (?lang, else the request's)",
        params: z.object({ section: z.enum(PRICE_LIST_SECTIONS) }),
        querystring: z.object({ format: z.enum(['pdf', 'xlsx']).default('pdf'), lang: z.enum(LANGUAGES).optional() }),
      },
      // Prices are for signed-in readers only, as the uploaded lists: staff and approved customers.
      preHandler: requireUser,
    },
    async (request, reply) => {
      const language = request.query.lang ?? requestLanguage(request);
      // A customer's own prices (decision 060); staff read the list.
      const reader = currentUser(request);
      const customerId = reader.role === 'customer' ? reader.id : null;
      const file = await livePriceList(
        app,
        request.params.section,
        request.query.format,
        language,
        request.log,
        customerId,
      );
      return sendFile(reply, { type: file.type, disposition: 'attachment', name: file.name, body: file.body });
    },
  );

  r.post(
    apiRoute(apiPaths.priceLists.list),
    {
      schema: {
        tags,
        summary: 'Create a price list (multipart: fields and a PDF, XLSX or CSV file)',
        consumes: ['multipart/form-data'],
        response: { 201: detailReply },
      },
      config: { upload: { field: 'file', spreadsheet: true } },
      preHandler: requirePermission('priceLists'),
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { fields, file } = await readPriceListUpload(request);
      const input = parseOrBadRequest(priceListFieldsSchema, fields, language);
      const saved = await createPriceList(app, requestActor(request), input, file);
      return sendSaved(reply, 201, priceListMessages[language].created, language, saved);
    },
  );

  r.put(
    apiRoute(apiPaths.priceLists.one),
    {
      schema: {
        tags,
        summary: 'Update a price list (multipart; fields left out and the file are optional)',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: detailReply },
      },
      config: { upload: { field: 'file', spreadsheet: true } },
      preHandler: requirePermission('priceLists'),
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { fields, file } = await readPriceListUpload(request);
      const input = parseOrBadRequest(priceListUpdateFieldsSchema, fields, language);
      const saved = await updatePriceListById(app, requestActor(request), request.params.id, input, file);
      return sendSaved(reply, 200, priceListMessages[language].updated, language, saved);
    },
  );

  r.delete(
    apiRoute(apiPaths.priceLists.one),
    {
      schema: {
        tags,
        summary: 'Delete a price list and its file; answers the remaining lists',
        params: idParams,
        response: { 200: listReply },
      },
      preHandler: requirePermission('priceLists'),
    },
    async (request) => {
      const language = requestLanguage(request);
      const pricelists = await deletePriceListById(app, requestActor(request), request.params.id);
      return { success: true as const, message: priceListMessages[language].deleted, data: { pricelists } };
    },
  );
}
