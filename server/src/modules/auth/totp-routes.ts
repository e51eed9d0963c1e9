import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  apiRoute,
  authSettingsSchema,
  okEnvelope,
  totpCodeRequestSchema,
  totpEnrolmentSchema,
  totpRecoveryCodesSchema,
  totpStatusSchema,
} from '@shop/contract';
import { currentUser, requestActor, requirePermission, requireStaff } from '../../http/guards.js';
import { requestLanguage } from '../../http/request-language.js';
import { authMessages } from './messages.js';
import {
  authSettings,
  confirmEnrolment,
  disableTotp,
  regenerateRecoveryCodes,
  startEnrolment,
  totpStatus,
  updateAuthSettings,
} from './totp-service.js';

const limit = (max: number, minutes: number) => ({ rateLimit: { max, timeWindow: `${minutes} minutes` } });
// Secrets and recovery codes are answered once and never stored by a cache on the way.
const noStore = { 'cache-control': 'no-store' };

/** A staff member's own two-step sign-in, and the owner's setting (docs/decisions/024-totp.md). */
export async function totpRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];

  r.get(
    apiRoute(apiPaths.auth.totp),
    {
      schema: {
        tags,
        summary: 'Whether the signed-in staff member has two-step sign-in, and whether they must',
        response: { 200: okEnvelope(totpStatusSchema) },
      },
      preHandler: requireStaff,
    },
    async (request) => ({ success: true as const, data: await totpStatus(app, currentUser(request)) }),
  );

  r.post(
    apiRoute(apiPaths.auth.totpStart),
    {
      schema: {
        tags,
        summary: 'Starts enrolment: a new secret, its otpauth URI and QR code (shown only here)',
        response: { 200: okEnvelope(totpEnrolmentSchema) },
      },
      preHandler: requireStaff,
      config: limit(10, 10),
    },
    async (request, reply) => {
      reply.headers(noStore);
      return { success: true as const, data: await startEnrolment(app, currentUser(request)) };
    },
  );

  r.post(
    apiRoute(apiPaths.auth.totpConfirm),
    {
      schema: {
        tags,
        summary: 'Confirms enrolment with a code; answers the ten recovery codes, shown only here',
        body: totpCodeRequestSchema,
        response: { 200: okEnvelope(totpRecoveryCodesSchema) },
      },
      preHandler: requireStaff,
      config: limit(10, 1),
    },
    async (request, reply) => {
      const recovery_codes = await confirmEnrolment(
        app,
        requestActor(request),
        request.body.code,
        app.sessionCookie.read(request),
      );
      reply.headers(noStore);
      return {
        success: true as const,
        message: authMessages[requestLanguage(request)].totpEnabled,
        data: { recovery_codes },
      };
    },
  );

  r.post(
    apiRoute(apiPaths.auth.totpDisable),
    {
      schema: {
        tags,
        summary: 'Turns two-step sign-in off; a current code is required',
        body: totpCodeRequestSchema,
        response: { 200: okEnvelope(z.null()) },
      },
      preHandler: requireStaff,
      config: limit(10, 1),
    },
    async (request) => {
      await disableTotp(app, requestActor(request), request.body.code);
      return { success: true as const, message: authMessages[requestLanguage(request)].totpDisabled, data: null };
    },
  );

  r.post(
    apiRoute(apiPaths.auth.totpRecoveryCodes),
    {
      schema: {
        tags,
        summary: 'Ten new recovery codes for a current code (the old ones stop working), shown only here',
        body: totpCodeRequestSchema,
        response: { 200: okEnvelope(totpRecoveryCodesSchema) },
      },
      preHandler: requireStaff,
      config: limit(10, 1),
    },
    async (request, reply) => {
      const recovery_codes = await regenerateRecoveryCodes(app, requestActor(request), request.body.code);
      reply.headers(noStore);
      return {
        success: true as const,
        message: authMessages[requestLanguage(request)].recoveryCodesRenewed,
        data: { recovery_codes },
      };
    },
  );

  r.get(
    apiRoute(apiPaths.auth.settings),
    {
      schema: {
        tags,
        summary: 'The shop’s sign-in settings (owner)',
        response: { 200: okEnvelope(authSettingsSchema) },
      },
      preHandler: requirePermission('staff.manage'),
    },
    async () => ({ success: true as const, data: await authSettings(app) }),
  );

  r.put(
    apiRoute(apiPaths.auth.settings),
    {
      schema: {
        tags,
        summary: 'Changes the shop’s sign-in settings (owner): whom two-step sign-in is required of',
        body: authSettingsSchema,
        response: { 200: okEnvelope(authSettingsSchema) },
      },
      preHandler: requirePermission('staff.manage'),
    },
    async (request) => ({
      success: true as const,
      message: authMessages[requestLanguage(request)].settingsSaved,
      data: await updateAuthSettings(app, requestActor(request), request.body),
    }),
  );
}
