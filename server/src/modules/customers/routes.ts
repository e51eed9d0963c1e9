import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  apiRoute,
  customerDetailSchema,
  customerListQuerySchema,
  customerListSchema,
  customerSchema,
  customerWriteSchema,
  invoiceTypeRequestSchema,
  okEnvelope,
  ownProfileUpdateSchema,
  toggleCustomerRequestSchema,
} from '@shop/contract';
import { DomainError } from '../../errors/domain-error.js';
import { readMultipart } from '../../http/multipart.js';
import { requestLanguage } from '../../http/request-language.js';
import { parseOrBadRequest } from '../../http/validate.js';
import { openStoredFile } from '../../lib/stored-files.js';
import {
  assertCustomerAccess,
  isStaff,
  requestActor,
  requireCustomer,
  requireUser,
  requirePermission,
} from '../../http/guards.js';
import { toggleCustomer } from './account-state.js';
import { customerMessages } from './messages.js';
import type { CustomerPriceLevels } from './price-level.js';
import { presentCustomerDetail, presentListItem } from './presenter.js';
import { countPendingCustomers } from '../users/index.js';
import { listCustomers } from './repository.js';
import {
  archiveCustomer,
  createCustomer,
  getCustomerOrThrow,
  setInvoiceType,
  staffCustomerDetail,
  updateCustomer,
  updateOwnProfile,
} from './service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const detailReply = okEnvelope(z.object({ customer: customerDetailSchema }));
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Multipart fields are text: the credit limit is read as a number here, and an empty limit or
 * zone as none; the schema checks the rest.
 */
function multipartCustomer(fields: Record<string, string>) {
  const { credit_limit_cents: limit, delivery_zone: zone, payment_terms: terms, price_level_id: level, ...rest } = fields;
  return {
    ...rest,
    ...(level === undefined ? {} : { price_level_id: level === '' ? null : Number(level) }),
    ...(limit === undefined ? {} : { credit_limit_cents: limit.trim() === '' ? null : Number(limit) }),
    ...(zone === undefined ? {} : { delivery_zone: zone === '' ? null : zone }),
    ...(terms === undefined ? {} : { payment_terms: terms === '' ? null : terms }),
  };
}

/**
 * `priceLevels` (the prices module's, given by the app) reads and sets the customer's price level,
 * taken by PUT/POST and shown to staff in the customer's detail.
 */
export async function customerRoutes(
  app: FastifyInstance,
  options: { priceLevels: CustomerPriceLevels },
): Promise<void> {
  const { priceLevels } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customers'];

  r.get(
    apiRoute(apiPaths.customers.list),
    {
      schema: {
        tags,
        summary: 'Customers, filtered, searched, sorted and paginated',
        querystring: customerListQuerySchema,
        response: { 200: okEnvelope(customerListSchema) },
      },
      preHandler: requirePermission('customers.read'),
    },
    async (request) => {
      const query = request.query;
      const [{ rows, total }, pendingCount] = await Promise.all([
        listCustomers(app.db, query),
        countPendingCustomers(app.db),
      ]);
      return {
        success: true as const,
        data: {
          customers: rows.map(presentListItem),
          pagination: { page: query.page, limit: query.limit, total },
          pendingCount,
        },
      };
    },
  );

  r.post(
    apiRoute(apiPaths.customers.list),
    {
      schema: {
        tags,
        summary: 'Create an approved customer (multipart: profile fields and an optional document)',
        consumes: ['multipart/form-data'],
        response: { 201: detailReply },
      },
      config: { upload: { field: 'document' } },
      preHandler: requirePermission('customers.write'),
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { fields, file } = await readMultipart(request, {
        maxBytes: DOCUMENT_MAX_BYTES,
        allowed: DOCUMENT_TYPES,
        fileField: 'document',
      });
      const input = parseOrBadRequest(customerWriteSchema, multipartCustomer(fields), language);
      const customer = await createCustomer(app, requestActor(request), input, file, priceLevels);
      app.mailer.kick();
      return reply.status(201).send({ success: true, message: customerMessages[language].created, data: { customer } });
    },
  );

  r.get(
    apiRoute(apiPaths.customers.own),
    {
      schema: {
        tags,
        summary: 'One customer (staff, or the customer themself)',
        params: idParams,
        response: { 200: detailReply },
      },
      preHandler: requireUser,
    },
    async (request) => {
      assertCustomerAccess(request, request.params.id);
      const customer = isStaff(request)
        ? await staffCustomerDetail(app.db, priceLevels, request.params.id)
        : presentCustomerDetail(await getCustomerOrThrow(app.db, request.params.id));
      return { success: true as const, data: { customer } };
    },
  );

  r.get(
    apiRoute(apiPaths.customers.document),
    { schema: { tags, summary: "The customer's uploaded document", params: idParams }, preHandler: requireUser },
    async (request, reply) => {
      assertCustomerAccess(request, request.params.id);
      const row = await getCustomerOrThrow(app.db, request.params.id);
      if (!row.document_path || !row.document_mime) throw new DomainError('NOT_FOUND');
      const file = await openStoredFile(app.files, row.document_path);
      if (!file) throw new DomainError('NOT_FOUND');
      return reply
        .type(row.document_mime)
        .header('content-disposition', `attachment; filename="${encodeURIComponent(row.document_name ?? 'document')}"`)
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  r.put(
    apiRoute(apiPaths.customers.one),
    {
      schema: {
        tags,
        summary: 'Update a customer',
        params: idParams,
        body: customerWriteSchema,
        response: { 200: detailReply },
      },
      preHandler: requirePermission('customers.write'),
    },
    async (request) => {
      const language = requestLanguage(request);
      const customer = await updateCustomer(app, requestActor(request), request.params.id, request.body, priceLevels);
      return { success: true as const, message: customerMessages[language].updated, data: { customer } };
    },
  );

  r.put(
    apiRoute(apiPaths.customers.invoiceType),
    {
      schema: {
        tags,
        summary: 'Per order or monthly billing',
        params: idParams,
        body: invoiceTypeRequestSchema,
        response: { 200: detailReply },
      },
      preHandler: requirePermission('customers.write'),
    },
    async (request) => {
      const language = requestLanguage(request);
      const customer = await setInvoiceType(app, requestActor(request), request.params.id, request.body.invoice_type);
      return { success: true as const, message: customerMessages[language].invoiceType, data: { customer } };
    },
  );

  r.delete(
    apiRoute(apiPaths.customers.one),
    {
      schema: { tags, summary: 'Archive a customer (history kept)', params: idParams, response: { 200: detailReply } },
      preHandler: requirePermission('customers.write'),
    },
    async (request) => {
      const language = requestLanguage(request);
      const customer = await archiveCustomer(app, requestActor(request), request.params.id);
      return { success: true as const, message: customerMessages[language].deleted, data: { customer } };
    },
  );

  r.put(
    apiRoute(apiPaths.customers.ownProfile),
    {
      schema: {
        tags,
        summary: 'A customer updates their contact details and language',
        params: idParams,
        body: ownProfileUpdateSchema,
        response: { 200: detailReply },
      },
      preHandler: requireCustomer,
    },
    async (request) => {
      assertCustomerAccess(request, request.params.id);
      const language = requestLanguage(request);
      const customer = await updateOwnProfile(app, requestActor(request), request.body);
      return { success: true as const, message: customerMessages[language].profileUpdated, data: { customer } };
    },
  );

  r.put(
    apiRoute(apiPaths.customers.toggle),
    {
      schema: {
        tags,
        summary: 'Approve, reject, activate or deactivate a customer',
        params: idParams,
        body: toggleCustomerRequestSchema,
        response: { 200: okEnvelope(z.object({ customer: customerSchema })) },
      },
      preHandler: requirePermission('customers.write'),
    },
    async (request) => {
      const { customer, done } = await toggleCustomer(app, requestActor(request), request.params.id, request.body);
      app.mailer.kick();
      return { success: true as const, message: customerMessages[requestLanguage(request)][done], data: { customer } };
    },
  );
}
