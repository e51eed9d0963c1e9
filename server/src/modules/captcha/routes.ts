import type { FastifyInstance } from 'fastify';
import { apiPaths, apiRoute } from '@shop/contract';
import { notFound } from '../../http/errors.js';

export async function captchaRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    apiRoute(apiPaths.captcha),
    {
      schema: { tags: ['public'], summary: 'A proof-of-work challenge for the altcha widget' },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (_request, reply) => {
      const challenge = await app.captcha.challenge();
      // No challenge without the proof-of-work captcha: the usual 404, in the caller's language.
      if (!challenge) throw notFound();
      return reply.header('cache-control', 'no-store').send(challenge);
    },
  );
}
