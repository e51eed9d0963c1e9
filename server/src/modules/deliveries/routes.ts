import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  apiRoute,
  deliveryDayQuerySchema,
  deliveryDaySchema,
  deliveryFailureSchema,
  deliveryProofInfoSchema,
  deliveryProofSchema,
  deliveryRunSchema,
  deliveryRunsCreateSchema,
  deliveryRunUpdateSchema,
  deliveryStopMoveSchema,
  doorPaymentSchema,
  labelOrCode,
  okEnvelope,
} from '@shop/contract';
import { businessDate } from '../../lib/business-date.js';
import { currentUser, hasPermission, requestActor, requirePermission } from '../../http/guards.js';
import { requestLanguage } from '../../http/request-language.js';
import { sendFile } from '../../http/send-file.js';
import { DomainError } from '../../errors/domain-error.js';
import { openStoredFile } from '../../lib/stored-files.js';
import { deliveryMessages } from './messages.js';
import { takeDoorPayment } from './door-payment.js';
import { renderRunSheetPdf, runSheetFileName } from './pdf.js';
import {
  changeRun,
  createRunsByZone,
  deliverStop,
  departRun,
  deliveryDay,
  failStop,
  deliveryProofInfo,
  deliverySignatureFile,
  loadRun,
  markPickedUp,
  moveStop,
  type DriverScope,
} from './service.js';

/** Owner and office work every run; a driver only their own (docs/decisions/019-staff-roles.md). */
function driverScope(request: FastifyRequest): DriverScope {
  return hasPermission(request, 'deliveries.manage') ? null : { driverId: currentUser(request).id };
}

const idParams = z.object({ id: z.coerce.number().int().positive() });
const orderIdParams = z.object({ orderId: z.coerce.number().int().positive() });
const runReply = okEnvelope(z.object({ run: deliveryRunSchema }));
/**
 * A signature drawn on a phone is a PNG data URL of a few tens of kB; a photo, shrunk by the
 * phone, at most DELIVERY_PHOTO.maxBytes (about 2 MB as a data URL; the service refuses a larger
 * one with its own 413 and message). A body past this limit is Fastify's 413.
 */
const PROOF_BODY_LIMIT = 3 * 1024 * 1024;

/**
 * Delivery runs (issue 14, parts 3 and 4): staff build a date's runs and print their sheets; the
 * driver's page marks stops delivered or not. Owner and office manage runs; a driver sees and
 * works only the runs they drive (issue 15's roles): a customer gets 403, a visitor 401.
 */
export async function deliveryRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['deliveries'];
  const deps = { db: app.db, clock: app.clock, config: app.config, files: app.files };

  r.get(
    apiRoute(apiPaths.deliveries.day),
    {
      schema: {
        tags,
        summary:
          "A date's delivery runs (default today in Montreal) with their stops, the delivery orders in no run, and the pickups to collect",
        querystring: deliveryDayQuerySchema,
        response: { 200: okEnvelope(deliveryDaySchema) },
      },
      preHandler: requirePermission('deliveries.drive'),
    },
    async (request) => ({
      success: true as const,
      data: await deliveryDay(deps, request.query.date ?? businessDate(app.clock.now()), driverScope(request)),
    }),
  );

  r.post(
    apiRoute(apiPaths.deliveries.runs),
    {
      schema: {
        tags,
        summary: "One run per zone of the date's delivery orders in no run yet (a zone's run gains the new ones)",
        body: deliveryRunsCreateSchema,
        response: { 200: okEnvelope(deliveryDaySchema) },
      },
      preHandler: requirePermission('deliveries.manage'),
    },
    async (request) => {
      const language = requestLanguage(request);
      const created = await createRunsByZone(deps, requestActor(request), request.body.date, (zone) =>
        zone ? labelOrCode('zone', zone, language) : '—',
      );
      return {
        success: true as const,
        message: deliveryMessages[language].runsCreated(created),
        data: await deliveryDay(deps, request.body.date),
      };
    },
  );

  r.put(
    apiRoute(apiPaths.deliveries.run),
    {
      schema: {
        tags,
        summary: "A run's name and driver (a staff user, or a free-text name)",
        params: idParams,
        body: deliveryRunUpdateSchema,
        response: { 200: runReply },
      },
      preHandler: requirePermission('deliveries.manage'),
    },
    async (request) => ({
      success: true as const,
      message: deliveryMessages[requestLanguage(request)].runUpdated,
      data: { run: await changeRun(deps, requestActor(request), request.params.id, request.body) },
    }),
  );

  r.get(
    apiRoute(apiPaths.deliveries.runSheet),
    {
      schema: {
        tags,
        summary: 'A run sheet as a PDF, in `lang` (else the staff member’s language)',
        params: idParams,
        querystring: z.object({ lang: deliveryDayQuerySchema.shape.lang }),
      },
      preHandler: requirePermission('deliveries.manage'),
    },
    async (request, reply) => {
      const language = request.query.lang ?? currentUser(request).language;
      const run = await loadRun(deps, request.params.id);
      return sendFile(reply, {
        type: 'application/pdf',
        disposition: 'inline',
        name: runSheetFileName(run, language),
        body: await renderRunSheetPdf(run, app.config.business, language),
      });
    },
  );

  r.put(
    apiRoute(apiPaths.deliveries.stop),
    {
      schema: {
        tags,
        summary: 'Moves a stop to a position (1 first) of its run or of another run of the same date',
        params: idParams,
        body: deliveryStopMoveSchema,
        response: { 200: runReply },
      },
      preHandler: requirePermission('deliveries.manage'),
    },
    async (request) => {
      const { run, position } = await moveStop(deps, requestActor(request), request.params.id, request.body);
      return {
        success: true as const,
        message: deliveryMessages[requestLanguage(request)].stopMoved(position, run.name),
        data: { run },
      };
    },
  );

  r.post(
    apiRoute(apiPaths.deliveries.depart),
    {
      schema: {
        tags,
        summary:
          'The driver leaves with the run: the customers of its stops still to deliver are e-mailed that their order is on its way (once, unless they turned it off)',
        params: idParams,
        response: { 200: runReply },
      },
      preHandler: requirePermission('deliveries.drive'),
    },
    async (request) => ({
      success: true as const,
      message: deliveryMessages[requestLanguage(request)].departed,
      data: { run: await departRun(deps, requestActor(request), request.params.id, driverScope(request)) },
    }),
  );

  r.post(
    apiRoute(apiPaths.deliveries.delivered),
    {
      bodyLimit: PROOF_BODY_LIMIT,
      schema: {
        tags,
        summary:
          "The driver delivered the stop: the recipient's name and one proof, their signature (a PNG data URL) or a photo (a JPEG, PNG or WebP data URL of 1.5 MB at most), are required; the order moves to delivered and the customer is e-mailed",
        params: idParams,
        body: deliveryProofSchema,
        response: { 200: runReply },
      },
      preHandler: requirePermission('deliveries.drive'),
    },
    async (request) => ({
      success: true as const,
      message: deliveryMessages[requestLanguage(request)].delivered,
      data: {
        run: await deliverStop(deps, requestActor(request), request.params.id, request.body, driverScope(request)),
      },
    }),
  );

  r.post(
    apiRoute(apiPaths.deliveries.failed),
    {
      schema: {
        tags,
        summary: 'The driver could not deliver the stop: the reason is kept, the order does not move',
        params: idParams,
        body: deliveryFailureSchema,
        response: { 200: runReply },
      },
      preHandler: requirePermission('deliveries.drive'),
    },
    async (request) => ({
      success: true as const,
      message: deliveryMessages[requestLanguage(request)].failed,
      data: {
        run: await failStop(deps, requestActor(request), request.params.id, request.body.reason, driverScope(request)),
      },
    }),
  );

  r.post(
    apiRoute(apiPaths.deliveries.payment),
    {
      schema: {
        tags,
        summary:
          "A payment the driver took at the door (cash or cheque, at most what the order's invoice owes): an ordinary payment on the customer, channel driver, settling the stop's order's invoice",
        params: idParams,
        body: doorPaymentSchema,
        response: { 200: runReply },
      },
      preHandler: requirePermission('deliveries.drive'),
    },
    async (request) => ({
      success: true as const,
      message: deliveryMessages[requestLanguage(request)].paymentTaken,
      data: {
        run: await takeDoorPayment(deps, requestActor(request), request.params.id, request.body, driverScope(request)),
      },
    }),
  );

  r.post(
    apiRoute(apiPaths.deliveries.pickedUp),
    {
      schema: {
        tags,
        summary: 'A pickup order was collected: it moves to delivered (the customer is e-mailed)',
        params: orderIdParams,
        response: { 200: okEnvelope(z.object({ order_id: z.number().int() })) },
      },
      preHandler: requirePermission('deliveries.manage'),
    },
    async (request) => {
      await markPickedUp(deps, requestActor(request), request.params.orderId);
      return {
        success: true as const,
        message: deliveryMessages[requestLanguage(request)].pickedUp,
        data: { order_id: request.params.orderId },
      };
    },
  );

  // Private: the proof of delivery, for staff who handle orders. 'orders' (owner, office, counter)
  // holds every role of 'deliveries.manage' (owner, office): "deliveries or orders" in one rule.
  r.get(
    apiRoute(apiPaths.deliveries.signature),
    {
      schema: {
        tags,
        summary:
          'The proof image of the order’s delivery (WebP): the signature drawn or the photo taken, for staff who handle orders',
        params: orderIdParams,
      },
      preHandler: requirePermission('orders'),
    },
    async (request, reply) => {
      const file = await openStoredFile(app.files, await deliverySignatureFile(app.db, request.params.orderId));
      if (!file) throw new DomainError('NOT_FOUND');
      return reply
        .type('image/webp')
        .header('content-length', file.size)
        .header('cache-control', 'private, max-age=86400')
        .send(file.stream);
    },
  );

  r.get(
    apiRoute(apiPaths.deliveries.proof),
    {
      schema: {
        tags,
        summary:
          'How the order’s delivery was proven (a signature or a photo), who received it and when, for staff who handle orders',
        params: orderIdParams,
        response: { 200: okEnvelope(deliveryProofInfoSchema) },
      },
      preHandler: requirePermission('orders'),
    },
    async (request) => ({
      success: true as const,
      data: await deliveryProofInfo(app.db, request.params.orderId),
    }),
  );
}
