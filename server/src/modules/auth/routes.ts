import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  apiRoute,
  authUserSchema,
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginReplySchema,
  loginRequestSchema,
  loginSecondStepRequestSchema,
  okEnvelope,
  setPasswordRequestSchema,
  signupRequestSchema,
  formatValidationMessage,
} from '@shop/contract';
import { badRequest } from '../../http/errors.js';
import { requestLanguage } from '../../http/request-language.js';
import { requireUser, currentUser } from '../../http/guards.js';
import { authMessages } from './messages.js';
import { signup } from '../customers/index.js';
import { changePassword, completeSecondStep, forgotPassword, login, setPassword } from './service.js';
import { revokeSession } from './sessions.js';

const userReply = okEnvelope(z.object({ user: authUserSchema }));
const emptyReply = okEnvelope(z.null());
const limit = (max: number, minutes: number) => ({ rateLimit: { max, timeWindow: `${minutes} minutes` } });

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The session this browser had before (if any) ends: one browser, one session. */
  async function replaceSession(request: FastifyRequest, reply: FastifyReply, token: string): Promise<void> {
    const previous = app.sessionCookie.read(request);
    if (previous) await revokeSession(app.db, previous);
    app.sessionCookie.set(reply, token);
  }

  r.post(
    apiRoute(apiPaths.auth.signup),
    {
      schema: {
        tags: ['accounts'],
        summary: 'Request an account',
        body: signupRequestSchema,
        response: { 201: emptyReply },
      },
      config: limit(5, 10),
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { captcha, ...input } = request.body;
      if (!(await app.captcha.verify(captcha, request.ip))) {
        throw badRequest(formatValidationMessage('captchaRequired', language, 'captcha'), 'captcha');
      }
      await signup(app, input);
      app.mailer.kick();
      return reply.status(201).send({ success: true, message: authMessages[language].registered, data: null });
    },
  );

  r.post(
    apiRoute(apiPaths.auth.login),
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in; sets the session cookie',
        body: loginRequestSchema,
        response: { 200: okEnvelope(loginReplySchema) },
      },
      config: limit(10, 1),
    },
    async (request, reply) => {
      const result = await login(app, request.body, request.ip, request.headers['user-agent']);
      if (result.kind === 'second_step') {
        // No session yet: the second step's token, for POST /api/auth/login/second-step.
        reply.headers({ 'cache-control': 'no-store' });
        return {
          success: true as const,
          message: authMessages[requestLanguage(request)].secondStep,
          data: { second_step: { token: result.token, expires_at: result.expiresAt } },
        };
      }
      const { token, user } = result;
      await replaceSession(request, reply, token);
      return { success: true as const, message: authMessages[user.language].signedIn, data: { user } };
    },
  );

  r.post(
    apiRoute(apiPaths.auth.loginSecondStep),
    {
      schema: {
        tags: ['accounts'],
        summary: 'Second step of a staff sign-in: a TOTP code or a recovery code; sets the session cookie',
        body: loginSecondStepRequestSchema,
        response: { 200: userReply },
      },
      config: limit(10, 1),
    },
    async (request, reply) => {
      const { token, user } = await completeSecondStep(app, request.body, request.ip, request.headers['user-agent']);
      await replaceSession(request, reply, token);
      return { success: true as const, message: authMessages[user.language].signedIn, data: { user } };
    },
  );

  r.post(
    apiRoute(apiPaths.auth.logout),
    { schema: { tags: ['accounts'], summary: 'End the session', response: { 200: emptyReply } } },
    async (request, reply) => {
      const token = app.sessionCookie.read(request);
      if (token) await revokeSession(app.db, token);
      app.sessionCookie.clear(reply);
      return { success: true as const, message: authMessages[requestLanguage(request)].signedOut, data: null };
    },
  );

  r.get(
    apiRoute(apiPaths.auth.me),
    {
      schema: { tags: ['accounts'], summary: 'The signed-in user', response: { 200: userReply } },
      preHandler: requireUser,
    },
    async (request) => {
      const { id, role, name, language, roles, totp_enrolment_required } = currentUser(request);
      return {
        success: true as const,
        data: {
          user: { id, role, name, language, roles, ...(totp_enrolment_required ? { totp_enrolment_required } : {}) },
        },
      };
    },
  );

  r.post(
    apiRoute(apiPaths.auth.forgotPassword),
    {
      schema: {
        tags: ['accounts'],
        summary: 'E-mail a link to choose a new password',
        body: forgotPasswordRequestSchema,
        response: { 200: emptyReply },
      },
      config: limit(5, 10),
    },
    async (request) => {
      await forgotPassword(app, request.body.email);
      app.mailer.kick();
      return { success: true as const, message: authMessages[requestLanguage(request)].forgotSent, data: null };
    },
  );

  r.post(
    apiRoute(apiPaths.auth.setPassword),
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a password with the token from the e-mail',
        body: setPasswordRequestSchema,
        response: { 200: emptyReply },
      },
      config: limit(10, 10),
    },
    async (request) => {
      const language = requestLanguage(request);
      await setPassword(app, request.body.token, request.body.password);
      return { success: true as const, message: authMessages[language].passwordSet, data: null };
    },
  );

  r.post(
    apiRoute(apiPaths.auth.changePassword),
    {
      schema: {
        tags: ['accounts'],
        summary: 'Change the password (the current one required); other sessions end',
        body: changePasswordRequestSchema,
        response: { 200: emptyReply },
      },
      preHandler: requireUser,
      config: limit(10, 10),
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const token = await changePassword(
        app,
        currentUser(request).id,
        request.body.current_password,
        request.body.new_password,
        { ip: request.ip, userAgent: request.headers['user-agent'] },
      );
      app.sessionCookie.set(reply, token);
      return { success: true as const, message: authMessages[language].passwordChanged, data: null };
    },
  );
}
