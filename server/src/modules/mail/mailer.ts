import type { MailSender } from './sender.js';

/** What routes need of the mail system: nudge the sender after a change has committed. */
export interface Mailer {
  sender: MailSender;
  /** Delivers what is due now, in the background. */
  kick(): void;
}

export function createMailer(sender: MailSender, onError: (err: unknown) => void): Mailer {
  return {
    sender,
    kick() {
      sender.flush().catch(onError);
    },
  };
}
