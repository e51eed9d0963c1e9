import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  apiRoute,
  occurrenceChangeSchema,
  occurrenceParamsSchema,
  occurrencesQuerySchema,
  occurrencesSchema,
  okEnvelope,
  ownStandingOrderWriteSchema,
  skipOccurrenceSchema,
  standingOrderIdParamsSchema,
  standingOrderListQuerySchema,
  standingOrderListSchema,
  standingOrderSchema,
  standingOrderWriteSchema,
  standingReminderSettingSchema,
} from '@shop/contract';
import { currentUser, requestActor, requireCustomer, requirePermission } from '../../http/guards.js';
import { requestLanguage } from '../../http/request-language.js';
import { standingOrderMessages } from './messages.js';
import {
  changeOccurrence,
  createStandingOrder,
  endStandingOrder,
  getStandingOrder,
  listOccurrences,
  listStandingOrders,
  reminderSetting,
  setReminderSetting,
  skipOccurrence,
  updateStanding,
  type Scope,
} from './service.js';

/**
 * Standing orders (issue 38 items 1-2): staff's under /api/standing-orders (permission orders),
 * the florist's own under /api/customer/standing-orders (another customer's is 404).
 */
export async function standingOrderRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['standing-orders'];
  const deps = { db: app.db, clock: app.clock };
  const one = okEnvelope(z.object({ standing_order: standingOrderSchema }));
  const paths = apiPaths.standingOrders;
  const staff = requirePermission('orders');
  const ownScope = (request: Parameters<typeof currentUser>[0]): Scope => ({ customerId: currentUser(request).id });
  const said = (request: Parameters<typeof requestLanguage>[0]) => standingOrderMessages[requestLanguage(request)];

  // Staff.
  r.get(
    apiRoute(paths.list),
    {
      schema: {
        tags,
        summary: 'Standing orders, newest first; by customer and status',
        querystring: standingOrderListQuerySchema,
        response: { 200: okEnvelope(standingOrderListSchema) },
      },
      preHandler: staff,
    },
    async (request) => ({ success: true as const, data: await listStandingOrders(deps, request.query) }),
  );
  r.post(
    apiRoute(paths.list),
    {
      schema: {
        tags,
        summary: 'A standing order for a customer (400 when its recurrence never falls on an open day)',
        body: standingOrderWriteSchema,
        response: { 201: one },
      },
      preHandler: staff,
    },
    async (request, reply) => {
      const { customer_id, ...input } = request.body;
      const standing = await createStandingOrder(deps, requestActor(request), customer_id, input);
      return reply
        .status(201)
        .send({ success: true as const, message: said(request).created, data: { standing_order: standing } });
    },
  );
  r.put(
    apiRoute(paths.one),
    {
      schema: {
        tags,
        summary: 'Changes a standing order (its occurrences not yet orders); pause it with status paused',
        params: standingOrderIdParamsSchema,
        body: standingOrderWriteSchema,
        response: { 200: one },
      },
      preHandler: staff,
    },
    async (request) => {
      const { customer_id: _customer, ...input } = request.body;
      const standing = await updateStanding(deps, requestActor(request), request.params.id, input, null);
      return { success: true as const, message: said(request).updated, data: { standing_order: standing } };
    },
  );
  r.get(
    apiRoute(paths.reminders),
    {
      schema: {
        tags,
        summary: 'Whether the florist gets the e-mail the day before each occurrence becomes an order',
        response: { 200: okEnvelope(standingReminderSettingSchema) },
      },
      preHandler: requireCustomer,
    },
    async (request) => ({ success: true as const, data: await reminderSetting(app.db, currentUser(request).id) }),
  );
  r.put(
    apiRoute(paths.reminders),
    {
      schema: {
        tags,
        summary: 'The florist turns the reminders of their standing orders on or off (their profile)',
        body: standingReminderSettingSchema,
        response: { 200: okEnvelope(standingReminderSettingSchema) },
      },
      preHandler: requireCustomer,
    },
    async (request) => {
      const data = await setReminderSetting(deps, requestActor(request), request.body.enabled);
      return {
        success: true as const,
        message: said(request)[data.enabled ? 'remindersOn' : 'remindersOff'],
        data,
      };
    },
  );
  r.get(
    apiRoute(paths.ownList),
    {
      schema: {
        tags,
        summary: 'The signed-in customer’s standing orders',
        querystring: standingOrderListQuerySchema.omit({ customer_id: true }),
        response: { 200: okEnvelope(standingOrderListSchema) },
      },
      preHandler: requireCustomer,
    },
    async (request) => ({
      success: true as const,
      data: await listStandingOrders(deps, { ...request.query, customer_id: currentUser(request).id }),
    }),
  );
  r.post(
    apiRoute(paths.ownList),
    {
      schema: {
        tags,
        summary: 'The signed-in customer makes a standing order',
        body: ownStandingOrderWriteSchema,
        response: { 201: one },
      },
      preHandler: requireCustomer,
    },
    async (request, reply) => {
      const user = requestActor(request);
      const standing = await createStandingOrder(deps, user, user.id, request.body);
      return reply
        .status(201)
        .send({ success: true as const, message: said(request).created, data: { standing_order: standing } });
    },
  );
  r.put(
    apiRoute(paths.own),
    {
      schema: {
        tags,
        summary: 'The florist changes, pauses or resumes their standing order',
        params: standingOrderIdParamsSchema,
        body: ownStandingOrderWriteSchema,
        response: { 200: one },
      },
      preHandler: requireCustomer,
    },
    async (request) => {
      const standing = await updateStanding(
        deps,
        requestActor(request),
        request.params.id,
        request.body,
        ownScope(request),
      );
      return { success: true as const, message: said(request).updated, data: { standing_order: standing } };
    },
  );

  /**
   * The calls staff and the florist share on one standing order, each on its own paths, guard
   * and scope (staff: any customer's; the florist: their own, another's 404).
   */
  interface Side {
    paths: { one: string; skip: string; occurrences: string; occurrence: string };
    preHandler: typeof requireCustomer;
    scope: (request: Parameters<typeof currentUser>[0]) => Scope | null;
    summaries: { get: string; end: string; skip: string; occurrences: string; change: string };
  }
  const sides: Side[] = [
    {
      paths: { one: paths.one, skip: paths.skip, occurrences: paths.occurrences, occurrence: paths.occurrence },
      preHandler: staff,
      scope: () => null,
      summaries: {
        get: 'A standing order',
        end: 'Ends a standing order: nothing more is made of it (the orders made stay)',
        skip: 'Skips one occurrence by its date (409 once it became an order)',
        occurrences:
          'The occurrences from a date to another (eight weeks from today unless asked): planned, skipped or ordered',
        change: 'One occurrence’s quantities, until it becomes an order (409 after)',
      },
    },
    {
      paths: {
        one: paths.own,
        skip: paths.ownSkip,
        occurrences: paths.ownOccurrences,
        occurrence: paths.ownOccurrence,
      },
      preHandler: requireCustomer,
      scope: ownScope,
      summaries: {
        get: 'One of the signed-in customer’s standing orders (another’s is 404)',
        end: 'The florist ends their standing order',
        skip: 'The florist skips one occurrence (409 once it became an order)',
        occurrences: 'The next occurrences of the florist’s standing order',
        change: 'The florist changes one occurrence’s quantities until it becomes an order (409 after)',
      },
    },
  ];

  function scopedRoutes({ paths: at, preHandler, scope, summaries }: Side) {
    const params = standingOrderIdParamsSchema;
    const occurrencesReply = { 200: okEnvelope(occurrencesSchema) };
    r.get(
      apiRoute(at.one),
      { schema: { tags, summary: summaries.get, params, response: { 200: one } }, preHandler },
      async (request) => ({
        success: true as const,
        data: { standing_order: await getStandingOrder(deps, request.params.id, scope(request)) },
      }),
    );
    r.delete(
      apiRoute(at.one),
      { schema: { tags, summary: summaries.end, params, response: { 200: one } }, preHandler },
      async (request) => ({
        success: true as const,
        message: said(request).ended,
        data: {
          standing_order: await endStandingOrder(deps, requestActor(request), request.params.id, scope(request)),
        },
      }),
    );
    r.post(
      apiRoute(at.skip),
      {
        schema: { tags, summary: summaries.skip, params, body: skipOccurrenceSchema, response: occurrencesReply },
        preHandler,
      },
      async (request) => ({
        success: true as const,
        message: said(request).skipped,
        data: {
          occurrences: await skipOccurrence(
            deps,
            requestActor(request),
            request.params.id,
            request.body.date,
            scope(request),
          ),
        },
      }),
    );
    r.get(
      apiRoute(at.occurrences),
      {
        schema: {
          tags,
          summary: summaries.occurrences,
          params,
          querystring: occurrencesQuerySchema,
          response: occurrencesReply,
        },
        preHandler,
      },
      async (request) => ({
        success: true as const,
        data: await listOccurrences(deps, request.params.id, request.query, scope(request)),
      }),
    );
    r.put(
      apiRoute(at.occurrence),
      {
        schema: {
          tags,
          summary: summaries.change,
          params: occurrenceParamsSchema,
          body: occurrenceChangeSchema,
          response: occurrencesReply,
        },
        preHandler,
      },
      async (request) => ({
        success: true as const,
        message: said(request).occurrenceChanged,
        data: {
          occurrences: await changeOccurrence(
            deps,
            requestActor(request),
            request.params.id,
            request.params.date,
            request.body.lines,
            scope(request),
          ),
        },
      }),
    );
  }
  for (const side of sides) scopedRoutes(side);
}
