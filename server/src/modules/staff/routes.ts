import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  apiRoute,
  driverOptionSchema,
  okEnvelope,
  sessionInfoSchema,
  staffInviteSchema,
  staffMemberSchema,
  staffUpdateSchema,
} from '@shop/contract';
import { requestActor, requirePermission } from '../../http/guards.js';
import { requestLanguage } from '../../http/request-language.js';
import { staffMessages } from './messages.js';
import {
  endStaffSessions,
  inviteStaff,
  listDrivers,
  listStaff,
  resetStaffPassword,
  resetStaffTwoStep,
  setStaffActive,
  staffSessions,
  updateStaff,
} from './service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const memberReply = okEnvelope(z.object({ member: staffMemberSchema }));
const emptyReply = okEnvelope(z.null());

/** /admin/staff (issue 15): the owner invites, edits, deactivates and signs out staff members. */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];
  const deps = { db: app.db, clock: app.clock, config: app.config };

  r.get(
    apiRoute(apiPaths.staff.list),
    {
      schema: {
        tags,
        summary: 'Every staff member with their roles, whether active or invited, and when last seen',
        response: { 200: okEnvelope(z.object({ staff: z.array(staffMemberSchema) })) },
      },
      preHandler: requirePermission('staff.manage'),
    },
    async () => ({ success: true as const, data: { staff: await listStaff(deps) } }),
  );

  r.get(
    apiRoute(apiPaths.staff.drivers),
    {
      schema: {
        tags,
        summary: 'The active drivers (id and name), for the delivery runs: whoever manages deliveries',
        response: { 200: okEnvelope(z.object({ drivers: z.array(driverOptionSchema) })) },
      },
      preHandler: requirePermission('deliveries.manage'),
    },
    async () => ({ success: true as const, data: { drivers: await listDrivers(deps) } }),
  );

  r.post(
    apiRoute(apiPaths.staff.list),
    {
      schema: {
        tags,
        summary: 'Invite a staff member: e-mail, name, language, roles; a set-password link is e-mailed',
        body: staffInviteSchema,
        response: { 201: memberReply },
      },
      preHandler: requirePermission('staff.manage'),
    },
    async (request, reply) => {
      const member = await inviteStaff(deps, requestActor(request), request.body);
      return reply.status(201).send({
        success: true as const,
        message: staffMessages[requestLanguage(request)].invited(member.email),
        data: { member },
      });
    },
  );

  r.put(
    apiRoute(apiPaths.staff.one),
    {
      schema: {
        tags,
        summary: "A staff member's name, language and roles (the last active owner stays owner)",
        params: idParams,
        body: staffUpdateSchema,
        response: { 200: memberReply },
      },
      preHandler: requirePermission('staff.manage'),
    },
    async (request) => ({
      success: true as const,
      message: staffMessages[requestLanguage(request)].saved,
      data: { member: await updateStaff(deps, requestActor(request), request.params.id, request.body) },
    }),
  );

  r.put(
    apiRoute(apiPaths.staff.active),
    {
      schema: {
        tags,
        summary: 'Deactivate (every session ends at once) or reactivate a staff member',
        params: idParams,
        body: z.object({ active: z.boolean() }),
        response: { 200: memberReply },
      },
      preHandler: requirePermission('staff.manage'),
    },
    async (request) => {
      const member = await setStaffActive(deps, requestActor(request), request.params.id, request.body.active);
      const m = staffMessages[requestLanguage(request)];
      return { success: true as const, message: member.active ? m.activated : m.deactivated, data: { member } };
    },
  );

  r.post(
    apiRoute(apiPaths.staff.resetPassword),
    {
      schema: {
        tags,
        summary:
          "Reset a staff member's password: signed out, e-mailed a set-password link (the invitation for one without a password; 409 without an e-mail address)",
        params: idParams,
        response: { 200: emptyReply },
      },
      preHandler: requirePermission('staff.manage'),
    },
    async (request) => {
      const { invited, email } = await resetStaffPassword(deps, requestActor(request), request.params.id);
      const m = staffMessages[requestLanguage(request)];
      return { success: true as const, message: invited ? m.invited(email) : m.passwordReset, data: null };
    },
  );

  r.post(
    apiRoute(apiPaths.staff.resetTwoStep),
    {
      schema: {
        tags,
        summary:
          "Reset a staff member's two-step sign-in (lost phone and recovery codes): signed out everywhere, e-mailed",
        params: idParams,
        response: { 200: emptyReply },
      },
      preHandler: requirePermission('staff.manage'),
    },
    async (request) => {
      await resetStaffTwoStep(deps, requestActor(request), request.params.id);
      return { success: true as const, message: staffMessages[requestLanguage(request)].twoStepReset, data: null };
    },
  );

  r.get(
    apiRoute(apiPaths.staff.sessions),
    {
      schema: {
        tags,
        summary: "A staff member's live sessions",
        params: idParams,
        response: { 200: okEnvelope(z.object({ sessions: z.array(sessionInfoSchema) })) },
      },
      preHandler: requirePermission('staff.manage'),
    },
    async (request) => ({
      success: true as const,
      data: { sessions: await staffSessions(deps, request.params.id) },
    }),
  );

  r.delete(
    apiRoute(apiPaths.staff.sessions),
    {
      schema: {
        tags,
        summary: 'End every session of a staff member',
        params: idParams,
        response: { 200: emptyReply },
      },
      preHandler: requirePermission('staff.manage'),
    },
    async (request) => {
      await endStaffSessions(deps, requestActor(request), request.params.id);
      return { success: true as const, message: staffMessages[requestLanguage(request)].sessionsEnded, data: null };
    },
  );
}
