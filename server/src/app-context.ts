import type { Config } from './config.js';
import type { Db } from './db/connection.js';
import type { Clock } from './lib/clock.js';
import type { Captcha } from './modules/captcha/service.js';
import type { Mailer } from './modules/mail/mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    clock: Clock;
    captcha: Captcha;
    mailer: Mailer;
  }
}
