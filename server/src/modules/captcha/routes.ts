import type { FastifyInstance } from 'fastify';
import { apiPaths, apiRoute } from '@shop/contract';

export async function captchaRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    apiRoute(apiPaths.captcha),
    {
      schema: { tags: ['public'], summary: 'A proof-of-work challenge for the altcha widget' },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (_request, reply) => {
      const challenge = await app.captcha.challenge();
      if (!challenge) return reply.status(404).send({ success: false, message: 'Not found' });
      return reply.header('cache-control', 'no-store').send(challenge);
    },
  );
}
