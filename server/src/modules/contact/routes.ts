import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, apiRoute, contactRequestSchema, formatValidationMessage, okEnvelope } from '@shop/contract';
import { z } from 'zod';
import { badRequest } from '../../http/errors.js';
import { requestLanguage } from '../../http/request-language.js';
import { submitContactMessage } from './service.js';

const SUCCESS = {
  en: 'Thank you for your message! We will get back to you soon.',
  fr: 'Merci pour votre message! Nous vous répondrons sous peu.',
} as const;

export async function contactRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    apiRoute(apiPaths.contact),
    {
      schema: {
        tags: ['public'],
        summary: 'Send a message to the support team',
        body: contactRequestSchema,
        response: { 201: okEnvelope(z.null()) },
      },
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { captcha, ...message } = request.body;
      if (!(await app.captcha.verify(captcha, request.ip))) {
        throw badRequest(formatValidationMessage('contactCaptcha', language, 'captcha'), 'captcha');
      }
      await submitContactMessage(app, { ...message, language });
      app.mailer.kick();
      return reply.status(201).send({ success: true, message: SUCCESS[language], data: null });
    },
  );
}
