import type { FastifyInstance } from 'fastify';

export async function captchaRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/captcha',
    {
      schema: { tags: ['public'], summary: 'A proof-of-work challenge for the altcha widget' },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    (request, reply) => app.captcha.challenge(request, reply),
  );
}
