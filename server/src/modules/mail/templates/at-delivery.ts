import type { Language, Order } from '@shop/contract';
import type { MailBusiness, RenderedMail } from './layout.js';
import { orderForStaffMail, orderForStaffSubject, orderReceivedMail, orderReceivedSubject } from './order.js';

/**
 * The e-mails queued as their template's name and arguments and rendered by the delivery
 * worker when they are sent (docs/decisions/032-mail-rendered-at-delivery.md): those of a web
 * order, placed at full speed. An e-mail with a one-time link is not one of them: the outbox
 * blanks its links in the rendered bodies once it is sent.
 */
export type MailContent =
  | { template: 'order-received'; args: { language: Language; order: Order; name: string } }
  | { template: 'order-staff'; args: { language: Language; order: Order; link: string } };

/** The subject the outbox shows for a message before it is rendered. */
export function subjectOf(content: MailContent): string {
  switch (content.template) {
    case 'order-received':
      return orderReceivedSubject(content.args.language, content.args.order);
    case 'order-staff':
      return orderForStaffSubject(content.args.language, content.args.order);
  }
}

/** Renders a message's content (the outbox's JSON of a MailContent). */
export function renderContent(business: MailBusiness, json: string): RenderedMail {
  const content = JSON.parse(json) as MailContent;
  switch (content.template) {
    case 'order-received': {
      const { language, order, name } = content.args;
      return orderReceivedMail(language, business, order, name);
    }
    case 'order-staff': {
      const { language, order, link } = content.args;
      return orderForStaffMail(language, business, order, link);
    }
  }
}
