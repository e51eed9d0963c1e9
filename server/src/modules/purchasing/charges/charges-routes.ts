import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  apiRoute,
  exchangeRateWriteSchema,
  landedCostChangeSchema,
  landedCostSchema,
  okEnvelope,
  purchaseChargeWriteSchema,
  type LandedCostChange,
} from '@shop/contract';
import { requestActor, requirePermission } from '../../../http/guards.js';
import { requestLanguage } from '../../../http/request-language.js';
import type { LandedCostChanged } from './landed.js';
import { addCharge, changeCharge, getLandedCost, removeCharge, setRate } from './charges-service.js';
import { chargeMessage } from './messages.js';

const id = z.coerce.number().int().positive();
const paths = apiPaths.purchasing;

export interface PurchasingRouteOptions {
  /** Plugged in by the app (decision 062): the margins of the sales that took from lots whose landed cost changed. */
  onLandedCostChanged?: LandedCostChanged | undefined;
}

/**
 * A purchase order's shipment charges in CAD and its exchange rate (issue 37 item 5; decision
 * 062): owner and office. Each change spreads the charges again into every received line's
 * landed cost per unit and says which sales' cost it changed.
 */
export async function purchaseChargeRoutes(app: FastifyInstance, options: PurchasingRouteOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['purchasing'];
  const deps = { db: app.db, clock: app.clock, onLandedCostChanged: options.onLandedCostChanged };
  const preHandler = requirePermission('purchasing');
  const changed = okEnvelope(landedCostChangeSchema);
  const params = z.object({ id });
  const chargeParams = z.object({ id, chargeId: id });
  const reply = (request: FastifyRequest, done: Parameters<typeof chargeMessage>[1], data: LandedCostChange) => ({
    success: true as const,
    message: chargeMessage(requestLanguage(request), done, data.changed_order_ids.length),
    data,
  });

  r.get(
    apiRoute(paths.charges),
    {
      schema: {
        tags,
        summary: 'A purchase order’s charges, its exchange rate and each received line’s landed cost per unit in CAD',
        params,
        response: { 200: okEnvelope(z.object({ landed_cost: landedCostSchema })) },
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      data: { landed_cost: await getLandedCost(deps, request.params.id) },
    }),
  );

  r.post(
    apiRoute(paths.charges),
    {
      schema: {
        tags,
        summary:
          'Add a shipment charge in CAD (freight, duties, handling, brokerage), spread by boxes or by value; says which sales’ cost it changed',
        params,
        body: purchaseChargeWriteSchema,
        response: { 201: changed },
      },
      preHandler,
    },
    async (request, res) =>
      res
        .status(201)
        .send(reply(request, 'added', await addCharge(deps, requestActor(request), request.params.id, request.body))),
  );

  r.put(
    apiRoute(paths.charge),
    {
      schema: {
        tags,
        summary: 'Change a charge: the landed costs are spread again; says which sales’ cost it changed',
        params: chargeParams,
        body: purchaseChargeWriteSchema,
        response: { 200: changed },
      },
      preHandler,
    },
    async (request) =>
      reply(
        request,
        'changed',
        await changeCharge(deps, requestActor(request), request.params.id, request.params.chargeId, request.body),
      ),
  );

  r.delete(
    apiRoute(paths.charge),
    {
      schema: {
        tags,
        summary: 'Remove a charge: the landed costs are spread again; says which sales’ cost it changed',
        params: chargeParams,
        response: { 200: changed },
      },
      preHandler,
    },
    async (request) =>
      reply(
        request,
        'removed',
        await removeCharge(deps, requestActor(request), request.params.id, request.params.chargeId),
      ),
  );

  r.put(
    apiRoute(paths.exchangeRate),
    {
      schema: {
        tags,
        summary: 'The exchange rate of the day (CAD per unit of the order’s currency, typed; 1 for a CAD order)',
        params,
        body: exchangeRateWriteSchema,
        response: { 200: changed },
      },
      preHandler,
    },
    async (request) =>
      reply(request, 'rate', await setRate(deps, requestActor(request), request.params.id, request.body)),
  );
}
