import type { ContactRequest, Language } from '@shop/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { enqueueMail, contactMessageMail } from '../mail/index.js';
import { insertContactMessage } from './repository.js';

/** A visitor's message, in the language they wrote it in. */
export type ContactMessage = Omit<ContactRequest, 'captcha'> & { language: Language };

/** Stores the message and queues its e-mail to the support address, in one transaction. */
export async function submitContactMessage(
  deps: { db: Db; clock: Clock; config: Config },
  input: ContactMessage,
): Promise<void> {
  const { db, clock, config } = deps;
  await db.transaction().execute(async (trx) => {
    await insertContactMessage(trx, {
      name: input.name,
      email: input.email,
      message: input.message,
      language: input.language,
      created_at: clock.now().toISOString(),
    });
    await enqueueMail(trx, clock, {
      template: 'contact-message',
      // Staff read the support inbox in the business's first language.
      language: 'fr',
      to: config.business.email,
      replyTo: input.email,
      mail: contactMessageMail('fr', config.business, input),
    });
  });
}
