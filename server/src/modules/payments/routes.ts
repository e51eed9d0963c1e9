import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  apiRoute,
  customerDetailSchema,
  okEnvelope,
  paginationSchema,
  paymentReceiptSchema,
  paymentReceiveSchema,
  paymentAllocationsSchema,
  paymentSchema,
  reallocateSchema,
  periodListQuerySchema,
} from '@shop/contract';
import { requestLanguage } from '../../http/request-language.js';
import { assertCustomerAccess, requestActor, requireUser, requirePermission } from '../../http/guards.js';
import { getCustomerOrThrow } from '../customers/index.js';
import { presentPayment } from './presenter.js';
import { listPayments } from './repository.js';
import { paymentMessages } from './messages.js';
import { paymentAllocations, reallocatePayment, receivePayment, reversePayment } from './service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });

export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];

  r.post(
    apiRoute(apiPaths.payments.receive),
    {
      schema: {
        tags,
        summary: 'Record a payment; the balance changes in the same transaction',
        body: paymentReceiveSchema,
        response: { 200: paymentReceiptSchema },
      },
      preHandler: requirePermission('payments.receive'),
    },
    async (request) => {
      const language = requestLanguage(request);
      const customer = await receivePayment(app, requestActor(request), request.body);
      return { success: true as const, data: { message: paymentMessages[language].received, data: customer } };
    },
  );

  r.post(
    apiRoute(apiPaths.payments.reverse),
    {
      schema: {
        tags,
        summary: 'Correct a payment with a reversing entry',
        params: idParams,
        response: { 200: paymentReceiptSchema },
      },
      preHandler: requirePermission('payments.manage'),
    },
    async (request) => {
      const language = requestLanguage(request);
      const customer = await reversePayment(app, requestActor(request), request.params.id);
      return { success: true as const, data: { message: paymentMessages[language].reversed, data: customer } };
    },
  );

  r.get(
    apiRoute(apiPaths.payments.ofCustomer),
    {
      schema: {
        tags,
        summary: "A customer's payments, newest first, optionally for a period (staff, or the customer themself)",
        params: idParams,
        querystring: periodListQuerySchema,
        response: {
          200: okEnvelope(
            z.object({
              payments: z.array(paymentSchema),
              pagination: paginationSchema,
              customer: customerDetailSchema.pick({ id: true, balance_cents: true }),
            }),
          ),
        },
      },
      preHandler: requireUser,
    },
    async (request) => {
      assertCustomerAccess(request, request.params.id);
      const customer = await getCustomerOrThrow(app.db, request.params.id);
      const { page, limit, from, to } = request.query;
      const { rows, total } = await listPayments(app.db, customer.id, limit, (page - 1) * limit, { from, to });
      return {
        success: true as const,
        data: {
          payments: rows.map(presentPayment),
          pagination: { page, limit, total },
          customer: { id: customer.id, balance_cents: customer.balance_cents },
        },
      };
    },
  );

  r.get(
    apiRoute(apiPaths.payments.allocations),
    {
      schema: {
        tags,
        summary: 'The invoices a payment settles, and what it leaves as open credit',
        params: idParams,
        response: { 200: okEnvelope(z.object({ allocation: paymentAllocationsSchema })) },
      },
      preHandler: requirePermission('payments.manage'),
    },
    async (request) => ({
      success: true as const,
      data: { allocation: await paymentAllocations(app.db, request.params.id) },
    }),
  );

  r.put(
    apiRoute(apiPaths.payments.allocations),
    {
      schema: {
        tags,
        summary: 'Re-allocate a payment to open invoices of the same customer (the rest stays open credit)',
        params: idParams,
        body: reallocateSchema,
        response: { 200: okEnvelope(z.object({ allocation: paymentAllocationsSchema })) },
      },
      preHandler: requirePermission('payments.manage'),
    },
    async (request) => {
      const language = requestLanguage(request);
      const allocation = await reallocatePayment(app, requestActor(request), request.params.id, request.body);
      return { success: true as const, message: paymentMessages[language].reallocated, data: { allocation } };
    },
  );
}
