import type { Config } from './config.js';
import type { Db } from './db/connection.js';
import type { Admit } from './lib/admission.js';
import type { Clock } from './lib/clock.js';
import type { Captcha } from './modules/captcha/service.js';
import type { FileStore } from './modules/files/index.js';
import type { Mailer } from './modules/mail/mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    clock: Clock;
    captcha: Captcha;
    mailer: Mailer;
    /** Every uploaded or generated file is read and written through it (021-file-store.md). */
    files: FileStore;
    /** Placing an order waits its turn here, a few at a time (lib/admission.ts). */
    admitOrder: Admit;
  }
}
