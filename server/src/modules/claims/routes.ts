import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  apiRoute,
  CLAIM_RULES,
  claimCreateSchema,
  claimDecisionSchema,
  claimListQuerySchema,
  claimListSchema,
  claimReceivedSchema,
  claimSchema,
  okEnvelope,
} from '@shop/contract';
import { DomainError } from '../../errors/domain-error.js';
import { openStoredFile } from '../../lib/stored-files.js';
import { currentUser, requestActor, requireCustomer, requireCustomerOr, requirePermission } from '../../http/guards.js';
import { readMultipart } from '../../http/multipart.js';
import { requestLanguage } from '../../http/request-language.js';
import { parseOrBadRequest } from '../../http/validate.js';
import { claimMessages } from './messages.js';
import { claimFor, claimPage, claimPhotoFile, createClaim, decideClaim, receiveReturn } from './service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const claimReply = okEnvelope(z.object({ claim: claimSchema }));
const listReply = okEnvelope(claimListSchema);

/** The multipart `lines` field is JSON; anything else there is a 400 on `lines`. */
function jsonField(value: string | undefined): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** Issue 13's calls (API.md, Claims). */
export async function claimRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['claims'];
  const deps = { db: app.db, clock: app.clock, config: app.config, files: app.files };

  r.post(
    apiRoute(apiPaths.claims.own),
    {
      schema: {
        tags,
        summary:
          'A customer reports a problem (claim, 24 h) or asks a return (14 days) on a delivered order: multipart order_id, kind, lines (JSON), note, unused_confirmed, photos[] and label_photos[]; an Idempotency-Key header makes retries safe',
        headers: z.object({ 'idempotency-key': z.string().trim().min(8).max(100).optional() }),
        response: { 200: claimReply, 201: claimReply },
      },
      config: { upload: { field: ['photos', 'label_photos'] } },
      preHandler: requireCustomer,
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { fields, files } = await readMultipart(request, {
        maxBytes: CLAIM_RULES.maxPhotoBytes,
        allowed: CLAIM_RULES.photoTypes,
        fileField: ['photos', 'label_photos'],
        maxFiles: CLAIM_RULES.maxPhotos,
      });
      const input = parseOrBadRequest(claimCreateSchema, { ...fields, lines: jsonField(fields.lines) }, language);
      const photos = files.map((file) => ({
        role: file.field === 'label_photos' ? ('label' as const) : ('product' as const),
        file,
      }));
      const { claim, created } = await createClaim(
        deps,
        requestActor(request),
        input,
        photos,
        request.headers['idempotency-key'],
        language,
      );
      if (created) app.mailer.kick();
      return reply
        .status(created ? 201 : 200)
        .send({ success: true, message: claimMessages[language].created[claim.kind], data: { claim } });
    },
  );

  r.get(
    apiRoute(apiPaths.claims.own),
    {
      schema: {
        tags,
        summary: "The signed-in customer's claims and returns, newest first",
        querystring: claimListQuerySchema.omit({ customer_id: true, supplier_id: true }),
        response: { 200: listReply },
      },
      preHandler: requireCustomer,
    },
    async (request) => ({
      success: true as const,
      data: await claimPage(app.db, { ...request.query, customer_id: currentUser(request).id }),
    }),
  );

  r.get(
    apiRoute(apiPaths.claims.list),
    {
      schema: {
        tags,
        summary: 'Staff: the claims and returns queue, newest first, by status, kind, customer or search',
        querystring: claimListQuerySchema,
        response: { 200: listReply },
      },
      preHandler: requirePermission('claims'),
    },
    async (request) => ({ success: true as const, data: await claimPage(app.db, request.query) }),
  );

  r.get(
    apiRoute(apiPaths.claims.claim),
    {
      schema: {
        tags,
        summary: 'One claim with its lines and photos (staff with claims, or its customer)',
        params: idParams,
        response: { 200: claimReply },
      },
      preHandler: requireCustomerOr('claims'),
    },
    async (request) => ({
      success: true as const,
      data: {
        claim: await claimFor(app.db, currentUser(request), request.params.id, requestLanguage(request)),
      },
    }),
  );

  // Private: only the claims staff and the claim's customer; the browser may keep it, no shared cache.
  r.get(
    apiRoute(apiPaths.claims.photo),
    {
      schema: {
        tags,
        summary: "A claim's photo, resized, without its metadata (staff with claims, or the claim's customer)",
        params: z.object({ id: z.coerce.number().int().positive(), photoId: z.coerce.number().int().positive() }),
        querystring: z.object({ size: z.enum(['thumb', 'large']).default('large') }),
      },
      preHandler: requireCustomerOr('claims'),
    },
    async (request, reply) => {
      const key = await claimPhotoFile(
        app.db,
        currentUser(request),
        request.params.id,
        request.params.photoId,
        request.query.size,
      );
      const file = await openStoredFile(app.files, key);
      if (!file) throw new DomainError('NOT_FOUND');
      return reply
        .type('image/webp')
        .header('content-length', file.size)
        .header('cache-control', 'private, max-age=86400')
        .send(file.stream);
    },
  );

  r.put(
    apiRoute(apiPaths.claims.decision),
    {
      schema: {
        tags,
        summary:
          'Staff decide: approve (all), partial (lines), refuse (reason) or info (a question); an approved claim is credited by a credit note, an approved return gets its RA number',
        params: idParams,
        body: claimDecisionSchema,
        response: { 200: claimReply },
      },
      preHandler: requirePermission('claims'),
    },
    async (request) => {
      const language = requestLanguage(request);
      const claim = await decideClaim(deps, requestActor(request), request.params.id, request.body, language);
      app.mailer.kick();
      return { success: true as const, message: claimMessages[language].decided, data: { claim } };
    },
  );

  r.put(
    apiRoute(apiPaths.claims.received),
    {
      schema: {
        tags,
        summary:
          "Staff: an approved return's goods are back: restocked and credited less the restocking fee (0-20 %, 20 by default) and freight",
        params: idParams,
        body: claimReceivedSchema,
        response: { 200: claimReply },
      },
      preHandler: requirePermission('claims'),
    },
    async (request) => {
      const language = requestLanguage(request);
      const claim = await receiveReturn(deps, requestActor(request), request.params.id, request.body, language);
      app.mailer.kick();
      return { success: true as const, message: claimMessages[language].received, data: { claim } };
    },
  );
}
