import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerSchema, okEnvelope, toggleCustomerRequestSchema } from '@shop/contract';
import { requestLanguage } from '../../http/request-language.js';
import { requireAdmin } from '../auth/guards.js';
import { toggleCustomer } from './account-state.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });

export async function customerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/api/toggle/customers/:id',
    {
      schema: {
        tags: ['customers'],
        summary: 'Approve, reject, activate or deactivate a customer',
        params: idParams,
        body: toggleCustomerRequestSchema,
        response: { 200: okEnvelope(z.object({ customer: customerSchema })) },
      },
      preHandler: requireAdmin,
    },
    async (request) => {
      const { customer, message } = await toggleCustomer(
        app,
        request.params.id,
        request.body,
        requestLanguage(request),
      );
      app.mailer.kick();
      return { success: true as const, message, data: { customer } };
    },
  );
}
