import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiPaths,
  apiRoute,
  householdPaymentsQuerySchema,
  householdPaymentsSchema,
  okEnvelope,
  PAYMENT_METHODS,
} from '@shop/contract';
import { businessDate } from '../../lib/business-date.js';
import { requirePermission } from '../../http/guards.js';
import { householdPayments } from './repository.js';

/**
 * GET /api/Orders/household-payments (SPEC §7): the end-of-day cash count. The payments taken
 * at the counter or by a driver on a day (default today in Montreal), the total of each method
 * and the day's total; reversals recorded that day count against them. Staff only.
 */
export async function householdPaymentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    apiRoute(apiPaths.payments.household),
    {
      schema: {
        tags: ['payments'],
        summary: 'Payments taken in house on a day (?date=YYYY-MM-DD, default today), with totals per method',
        querystring: householdPaymentsQuerySchema,
        response: { 200: okEnvelope(householdPaymentsSchema) },
      },
      preHandler: requirePermission('payments.receive'),
    },
    async (request) => {
      const date = request.query.date ?? businessDate(app.clock.now());
      const payments = await householdPayments(app.db, date, request.query.channel);
      // The totals are the sums of the list itself: the count and the printout always agree.
      const totals = PAYMENT_METHODS.map((method) => {
        const of = payments.filter((p) => p.method === method);
        return { method, count: of.length, amount_cents: of.reduce((sum, p) => sum + p.amount_cents, 0) };
      });
      return {
        success: true as const,
        data: {
          date,
          payments,
          totals,
          total_cents: totals.reduce((sum, t) => sum + t.amount_cents, 0),
        },
      };
    },
  );
}
