import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerOrderChangeSchema } from '@shop/contract/order-change';
import {
  apiPaths,
  apiRoute,
  creditOverrideSchema,
  okEnvelope,
  orderBulkReplySchema,
  orderBulkSchema,
  orderBulkStatusSchema,
  ORDER_STATUSES,
  orderListQuerySchema,
  orderDetailSchema,
  orderListSchema,
  orderSchema,
  staffOrderWriteSchema,
  webOrderWriteSchema,
  type Language,
  type Order,
  type OrderStatus,
} from '@shop/contract';
import { bulkResults } from '../../http/bulk-results.js';
import { requestLanguage } from '../../http/request-language.js';
import {
  assertCustomerAccess,
  currentUser,
  hasPermission,
  requestActor,
  requireCustomer,
  requireUser,
  requirePermission,
} from '../../http/guards.js';
import { businessDate } from '../../lib/business-date.js';
import { orderPayment, paidOfOrders } from '../payments/index.js';
import { orderCosts } from '../margins/index.js';
import { orderMessages } from './messages.js';
import type { LoadedOrder } from './presenter.js';
import { presentLoadedOrder, presentOrder } from './presenter.js';
import { creditNotesOf, listOrders } from './repository.js';
import { eachOrder } from './placement/bulk.js';
import { changeOwnWebOrder } from './placement/customer-change.js';
import { editOrder } from './placement/edit.js';
import { emailOrder } from './documents/notifications.js';
import {
  cancelOwnWebOrder,
  createStaffOrder,
  deleteOrder,
  loadOrder,
  moveOrder,
  placeWebOrder,
  type AlongWithOrder,
} from './service.js';
import { paginationOf } from '../../db/count-up-to.js';
import { addressForOrder, keepOrderAddress } from '../delivery-addresses/index.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const orderReply = okEnvelope(z.object({ order: orderSchema }));
const detailReply = okEnvelope(z.object({ order: orderDetailSchema }));
const listReply = okEnvelope(orderListSchema);
const OPEN: readonly OrderStatus[] = ['pending', 'confirmed', 'ready'];
const PAST: readonly OrderStatus[] = ['delivered', 'cancelled'];

/** A page of orders, each with what is paid of it and still owed (API.md, Money), read with its rows. */
async function orderList(app: FastifyInstance, params: Parameters<typeof listOrders>[1], language: Language) {
  const { rows, counted } = await listOrders(app.db, params);
  const today = businessDate(app.clock.now());
  return {
    success: true as const,
    data: {
      orders: rows.map(({ line_count: count, dry_line_count: dry, paid_cents: paid, ...row }) => {
        const { lines: _lines, documents: _documents, ...order } = presentOrder(row, [], language);
        return {
          ...order,
          line_count: Number(count ?? 0),
          has_dry_goods: Number(dry ?? 0) > 0,
          ...orderPayment(row, Number(paid ?? 0), today),
        };
      }),
      pagination: paginationOf(params, counted),
    },
  };
}

/** The order's cost and margin, in all and per line (decision 063). */
async function withCosts(db: FastifyInstance['db'], loaded: LoadedOrder, order: Order) {
  const costs = await orderCosts(db, loaded.order.id, loaded.lines);
  return {
    cost_cents: costs.cost_cents,
    margin_cents: costs.margin_cents,
    lines: order.lines.map((l) => ({ ...l, ...costs.lines.get(l.id) })),
  };
}

/** SPEC §7's order calls, at their paths in their mixed case (the router ignores case). */
export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];
  const deps = { db: app.db, clock: app.clock, config: app.config, files: app.files };
  const language = (request: FastifyRequest) => requestLanguage(request);
  const present = (request: FastifyRequest, order: Parameters<typeof presentLoadedOrder>[0]) =>
    presentLoadedOrder(order, language(request));
  /** The order with what payments settled of it (API.md, Money). */
  const presentDetail = async (request: FastifyRequest, loaded: LoadedOrder) => {
    const paid = (await paidOfOrders(app.db, [loaded.order.id])).get(loaded.order.id) ?? 0;
    const order = present(request, loaded);
    return {
      ...order,
      ...orderPayment(loaded.order, paid, businessDate(app.clock.now())),
      credit_notes: await creditNotesOf(app.db, loaded.order.id),
      // Cost and margin for the owner and office only (decision 063); no other reader gets the fields.
      ...(hasPermission(request, 'dashboard') ? await withCosts(app.db, loaded, order) : {}),
    };
  };

  r.get(
    apiRoute(apiPaths.orders.list),
    {
      schema: {
        tags,
        summary: 'Orders (tickets): filtered, searched, paginated',
        querystring: orderListQuerySchema,
        response: { 200: listReply },
      },
      preHandler: requirePermission('orders'),
    },
    async (request) => orderList(app, request.query, language(request)),
  );

  r.get(
    apiRoute(apiPaths.orders.one),
    {
      schema: {
        tags,
        summary: 'One order, with what is paid of it and still owed',
        params: idParams,
        response: { 200: detailReply },
      },
      preHandler: requirePermission('orders'),
    },
    async (request) => ({
      success: true as const,
      data: { order: await presentDetail(request, await loadOrder(app.db, request.params.id)) },
    }),
  );

  r.post(
    apiRoute(apiPaths.orders.list),
    {
      schema: {
        tags,
        summary: 'Staff create an order, a prebooking or a refund',
        body: staffOrderWriteSchema,
        response: { 201: orderReply },
      },
      preHandler: requirePermission('orders'),
    },
    async (request, reply) => {
      const address = await addressForOrder(app.db, request.body.customer_id, request.body.delivery_address_id);
      const created = await app.admitOrder(() =>
        createStaffOrder(deps, requestActor(request), request.body, (trx, id) => keepOrderAddress(trx, id, address)),
      );
      const order = present(request, created);
      return reply
        .status(201)
        .send({ success: true, message: orderMessages[language(request)].created, data: { order } });
    },
  );

  r.post(
    apiRoute(apiPaths.orders.place),
    {
      schema: {
        tags,
        summary: 'A customer places a web order (pending); an Idempotency-Key header makes retries safe',
        body: webOrderWriteSchema,
        headers: z.object({ 'idempotency-key': z.string().trim().min(8).max(100).optional() }),
        response: { 200: orderReply, 201: orderReply },
      },
      preHandler: requireCustomer,
    },
    async (request, reply) => {
      const address = await addressForOrder(app.db, currentUser(request).id, request.body.delivery_address_id);
      const { order, created } = await app.admitOrder(() =>
        placeWebOrder(deps, requestActor(request), request.body, request.headers['idempotency-key'], (trx, id) =>
          keepOrderAddress(trx, id, address),
        ),
      );
      if (created) app.mailer.kick();
      return reply.status(created ? 201 : 200).send({
        success: true,
        message: orderMessages[language(request)].placed,
        data: { order: present(request, order) },
      });
    },
  );

  r.put(
    apiRoute(apiPaths.orders.one),
    {
      schema: {
        tags,
        summary: 'Staff edit an order that is not delivered or cancelled (stock and balance follow)',
        params: idParams,
        body: staffOrderWriteSchema,
        response: { 200: orderReply },
      },
      preHandler: requirePermission('orders'),
    },
    async (request) => {
      const { delivery_address_id: addressId } = request.body;
      const address =
        addressId === undefined ? undefined : await addressForOrder(app.db, request.body.customer_id, addressId);
      const along: AlongWithOrder | undefined =
        address === undefined ? undefined : (trx, id) => keepOrderAddress(trx, id, address);
      const order = present(
        request,
        await editOrder(deps, requestActor(request), request.params.id, request.body, along),
      );
      return { success: true as const, message: orderMessages[language(request)].updated, data: { order } };
    },
  );

  r.post(
    apiRoute(apiPaths.orders.sendEmail),
    {
      schema: {
        tags,
        summary: "E-mail the customer the order's confirmation, or its invoice with the PDF attached",
        params: idParams,
        body: z.object({ type: z.enum(['confirmation', 'invoice']) }),
        response: { 200: okEnvelope(z.object({ id: z.number().int() })) },
      },
      preHandler: requirePermission('orders'),
    },
    async (request) => {
      await emailOrder(deps, request.params.id, request.body.type);
      app.mailer.kick();
      return {
        success: true as const,
        message: orderMessages[language(request)].emailQueued,
        data: { id: request.params.id },
      };
    },
  );

  r.put(
    apiRoute(apiPaths.orders.move),
    {
      schema: {
        tags,
        summary: 'Move an order to a status (PRODUCT.md moves; an illegal one is 409)',
        params: idParams.extend({ status: z.enum(ORDER_STATUSES) }),
        // Confirming an order held by credit control needs a reason (recorded with the staff member).
        body: z.object({ credit_override_reason: creditOverrideSchema.optional() }).nullish(),
        response: { 200: orderReply },
      },
      preHandler: requirePermission('orders'),
    },
    async (request) => {
      const { id, status } = request.params;
      const reason = request.body?.credit_override_reason;
      const order = present(request, await moveOrder(deps, requestActor(request), id, status, reason));
      return { success: true as const, message: orderMessages[language(request)].moved(status), data: { order } };
    },
  );

  // ---- bulk actions on the staff list's selection: one result per id, in the ids' order

  const bulkReply = okEnvelope(orderBulkReplySchema);

  r.post(
    apiRoute(apiPaths.orders.bulkStatus),
    {
      schema: {
        tags,
        summary: 'Move the selected orders to a status; each id succeeds or fails (and says why) on its own',
        body: orderBulkStatusSchema,
        response: { 200: bulkReply },
      },
      preHandler: requirePermission('orders'),
    },
    async (request) => {
      const { ids, status } = request.body;
      const outcomes = await eachOrder(app.db, ids, (id) => moveOrder(deps, requestActor(request), id, status));
      return { success: true as const, data: { results: bulkResults(outcomes, language(request)) } };
    },
  );

  r.post(
    apiRoute(apiPaths.orders.bulkEmail),
    {
      schema: {
        tags,
        summary: 'E-mail each selected order its invoice (PDF attached); an order without one fails alone',
        body: orderBulkSchema,
        response: { 200: bulkReply },
      },
      preHandler: requirePermission('orders'),
    },
    async (request) => {
      const outcomes = await eachOrder(app.db, request.body.ids, (id) => emailOrder(deps, id, 'invoice'));
      app.mailer.kick();
      return { success: true as const, data: { results: bulkResults(outcomes, language(request)) } };
    },
  );

  r.delete(
    apiRoute(apiPaths.orders.one),
    {
      schema: {
        tags,
        summary: 'Delete an order; updateInv=true gives its stock back',
        params: idParams,
        querystring: z.object({ updateInv: z.enum(['true', 'false']).default('false') }),
        response: { 200: okEnvelope(z.object({ id: z.number().int() })) },
      },
      preHandler: requirePermission('orders'),
    },
    async (request) => {
      await deleteOrder(deps, requestActor(request), request.params.id, request.query.updateInv === 'true');
      return {
        success: true as const,
        message: orderMessages[language(request)].deleted,
        data: { id: request.params.id },
      };
    },
  );

  // ---- the customer's own orders (another customer's id answers 404)

  const customerList = z.object({ customerId: z.coerce.number().int().positive() });
  const pageQuery = orderListQuerySchema.pick({ page: true, limit: true });

  r.get(
    apiRoute(apiPaths.orders.customerWebOrders),
    {
      schema: {
        tags,
        summary: "A customer's web orders, open or past",
        params: customerList,
        querystring: pageQuery.extend({ type: z.enum(['open', 'past']).default('open') }),
        response: { 200: listReply },
      },
      preHandler: requireUser,
    },
    async (request) => {
      assertCustomerAccess(request, request.params.customerId);
      const { type, ...page } = request.query;
      return orderList(
        app,
        { ...page, customerOnly: request.params.customerId, webOnly: true, statusIn: type === 'open' ? OPEN : PAST },
        language(request),
      );
    },
  );

  r.get(
    apiRoute(apiPaths.orders.customerOrders),
    {
      schema: {
        tags,
        summary: "All of a customer's orders, staff-entered ones too",
        params: customerList,
        querystring: pageQuery,
        response: { 200: listReply },
      },
      preHandler: requireUser,
    },
    async (request) => {
      assertCustomerAccess(request, request.params.customerId);
      return orderList(app, { ...request.query, customerOnly: request.params.customerId }, language(request));
    },
  );

  r.get(
    apiRoute(apiPaths.orders.customerOrder),
    {
      schema: {
        tags,
        summary: 'One order of the signed-in customer, with what is paid of it and still owed',
        params: idParams,
        response: { 200: detailReply },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const order = await loadOrder(app.db, request.params.id);
      assertCustomerAccess(request, order.order.customer_id);
      return { success: true as const, data: { order: await presentDetail(request, order) } };
    },
  );

  r.put(
    apiRoute(apiPaths.orders.customerOrder),
    {
      schema: {
        tags,
        summary: 'The florist changes the quantities of their pending web order, until the cutoff of its delivery day',
        params: idParams,
        body: customerOrderChangeSchema,
        response: { 200: detailReply },
      },
      preHandler: requireCustomer,
    },
    async (request) => {
      const order = await changeOwnWebOrder(deps, requestActor(request), request.params.id, request.body);
      return {
        success: true as const,
        message: orderMessages[language(request)].changedByCustomer,
        data: { order: await presentDetail(request, order) },
      };
    },
  );

  r.post(
    apiRoute(apiPaths.orders.customerCancel),
    {
      schema: {
        tags,
        summary: 'The florist cancels their pending web order, until the cutoff of its delivery day',
        params: idParams,
        response: { 200: detailReply },
      },
      preHandler: requireCustomer,
    },
    async (request) => {
      const order = await cancelOwnWebOrder(deps, requestActor(request), request.params.id);
      app.mailer.kick();
      return {
        success: true as const,
        message: orderMessages[language(request)].cancelledByCustomer,
        data: { order: await presentDetail(request, order) },
      };
    },
  );
}
