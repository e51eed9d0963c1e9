import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  apiRoute,
  okEnvelope,
  purchaseOrderConfirmSchema,
  purchaseOrderListQuerySchema,
  purchaseOrderListSchema,
  purchaseOrderReceiveSchema,
  purchaseOrderSchema,
  purchaseOrderShipSchema,
  purchaseOrderWriteSchema,
} from '@shop/contract';
import { requestActor, requirePermission } from '../../http/guards.js';
import { requestLanguage } from '../../http/request-language.js';
import { sendFile } from '../../http/send-file.js';
import type { PurchasingRouteOptions } from './charges/charges-routes.js';
import { purchasingMessages } from './messages.js';
import {
  cancelPurchaseOrder,
  closePurchaseOrder,
  confirmPurchaseOrder,
  createPurchaseOrder,
  getPurchaseOrder,
  listPurchaseOrders,
  shipPurchaseOrder,
  updatePurchaseOrder,
} from './order-service.js';
import { receivePurchaseOrder } from './receiving-service.js';
import { purchaseOrderPdf, sendPurchaseOrder } from './send-service.js';

const id = z.coerce.number().int().positive();
const paths = apiPaths.purchasing;

/**
 * Purchase orders and receiving against them (issue 37 items 3 and 4): owner and office.
 * `onLandedCostChanged` (given by the app) hears of lots a receipt's spread changed (decision 062).
 */
export async function purchaseOrderRoutes(app: FastifyInstance, options: PurchasingRouteOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['purchasing'];
  const deps = {
    db: app.db,
    clock: app.clock,
    config: app.config,
    files: app.files,
    onLandedCostChanged: options.onLandedCostChanged,
  };
  const preHandler = requirePermission('purchasing');
  const one = okEnvelope(z.object({ purchase_order: purchaseOrderSchema }));
  const params = z.object({ id });
  const said = (request: FastifyRequest, key: keyof (typeof purchasingMessages)['en']) =>
    purchasingMessages[requestLanguage(request)][key];

  r.get(
    apiRoute(paths.orders),
    {
      schema: {
        tags,
        summary: 'Purchase orders, newest first, by status and supplier',
        querystring: purchaseOrderListQuerySchema,
        response: { 200: okEnvelope(purchaseOrderListSchema) },
      },
      preHandler,
    },
    async (request) => ({ success: true as const, data: await listPurchaseOrders(deps, request.query) }),
  );

  r.post(
    apiRoute(paths.orders),
    {
      schema: {
        tags,
        summary:
          'Draft a purchase order to a supplier: lines in boxes × units per box at a cost per unit in its currency',
        body: purchaseOrderWriteSchema,
        response: { 201: one },
      },
      preHandler,
    },
    async (request, reply) => {
      const order = await createPurchaseOrder(deps, requestActor(request), request.body);
      return reply
        .status(201)
        .send({ success: true, message: said(request, 'orderCreated'), data: { purchase_order: order } });
    },
  );

  r.get(
    apiRoute(paths.order),
    { schema: { tags, summary: 'One purchase order and its lines', params, response: { 200: one } }, preHandler },
    async (request) => ({
      success: true as const,
      data: { purchase_order: await getPurchaseOrder(deps, request.params.id) },
    }),
  );

  r.put(
    apiRoute(paths.order),
    {
      schema: {
        tags,
        summary: 'Change a draft purchase order (every field and line at once); a sent one is 409',
        params,
        body: purchaseOrderWriteSchema,
        response: { 200: one },
      },
      preHandler,
    },
    async (request) => ({
      success: true as const,
      message: said(request, 'orderSaved'),
      data: { purchase_order: await updatePurchaseOrder(deps, requestActor(request), request.params.id, request.body) },
    }),
  );

  r.get(
    apiRoute(paths.pdf),
    {
      schema: { tags, summary: 'The purchase order as its supplier gets it (PDF, in the supplier’s language)', params },
      preHandler,
    },
    async (request, reply) => {
      const { order, pdf } = await purchaseOrderPdf(deps, request.params.id);
      return sendFile(reply, {
        type: 'application/pdf',
        disposition: 'inline',
        name: `${order.number}.pdf`,
        body: pdf,
      });
    },
  );

  const step = (
    path: string,
    summary: string,
    message: keyof (typeof purchasingMessages)['en'],
    run: (actor: ReturnType<typeof requestActor>, orderId: number, body: never) => Promise<unknown>,
    body?: z.ZodType,
  ) =>
    r.post(
      apiRoute(path),
      { schema: { tags, summary, params, ...(body ? { body } : {}), response: { 200: one } }, preHandler },
      async (request) => ({
        success: true as const,
        message: said(request, message),
        data: {
          purchase_order: (await run(requestActor(request), request.params.id, request.body as never)) as never,
        },
      }),
    );

  step(
    paths.send,
    'Send a draft to its supplier: its PDF by e-mail (English, or French for a grower in Quebec)',
    'orderSent',
    (actor, orderId) => sendPurchaseOrder(deps, actor, orderId),
  );
  step(
    paths.confirm,
    'The supplier’s confirmation: all of each line, or the units given per line',
    'orderConfirmed',
    (actor, orderId, body) => confirmPurchaseOrder(deps, actor, orderId, body),
    purchaseOrderConfirmSchema,
  );
  step(
    paths.ship,
    'On its way: by air (air waybill) or by truck (reference)',
    'orderShipped',
    (actor, orderId, body) => shipPurchaseOrder(deps, actor, orderId, body),
    purchaseOrderShipSchema,
  );
  step(
    paths.receive,
    'Receive lines (units, damaged apart): what came enters stock as a receipt at the line’s cost; more than expected needs a reason; a cancelled or closed order is 409',
    'orderReceived',
    (actor, orderId, body) => receivePurchaseOrder(deps, actor, orderId, body),
    purchaseOrderReceiveSchema,
  );
  step(
    paths.close,
    'Close a received order; what did not come stays recorded as its shortfall',
    'orderClosed',
    (actor, orderId) => closePurchaseOrder(deps, actor, orderId),
  );
  step(paths.cancel, 'Cancel an order nothing was received on', 'orderCancelled', (actor, orderId) =>
    cancelPurchaseOrder(deps, actor, orderId),
  );
}
