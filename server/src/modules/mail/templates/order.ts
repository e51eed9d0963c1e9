import { label, labelOrCode, unitSize, writtenDate, type Language, type Order, frenchCopy } from '@shop/contract';
import { formatCents } from '../../../lib/money.js';
import { layout, type MailBusiness, type RenderedMail } from './layout.js';

const copy = {
  en: {
    hello: (name: string) => `Hello ${name},`,
    on: (how: string, date: string) => `${how} on ${date}`,
    po: (po: string) => `PO number: ${po}`,
    note: (note: string) => `Note: ${note}`,
    totals: ['Subtotal', 'Delivery fee', 'GST', 'QST', 'Total'] as const,
    amount: (what: string, money: string) => `${what}: ${money}`,
    received: {
      subject: (n: string) => `We received your order ${n}`,
      intro: (n: string) => `Thank you: we received your order ${n}.`,
      after: 'Orders are confirmed on reception: our staff check it and confirm it to you shortly.',
    },
    staffNew: {
      subject: (n: string, who: string) => `New web order ${n}: ${who}`,
      intro: (n: string, who: string) => `${who} placed web order ${n}. It waits for confirmation in the back-office:`,
    },
    reissued: {
      invoice: {
        subject: (old: string, fresh: string) => `Your invoice ${old} is replaced by invoice ${fresh}`,
        intro: (n: string, old: string, reversal: string, fresh: string) =>
          `Your order ${n} was changed: credit note ${reversal} cancels invoice ${old}, and invoice ${fresh} replaces it. Both are attached; the order as it now stands:`,
      },
      credit_note: {
        subject: (old: string, fresh: string) => `Your credit note ${old} is replaced by credit note ${fresh}`,
        intro: (n: string, old: string, reversal: string, fresh: string) =>
          `Your credit ${n} was changed: invoice ${reversal} cancels credit note ${old}, and credit note ${fresh} replaces it. Both are attached; the credit as it now stands:`,
      },
      after: 'Please keep the new document and set the cancelled one aside. Thank you for your business.',
    },
    confirmation: {
      subject: (n: string) => `Your order ${n} is confirmed`,
      intro: (n: string) => `Your order ${n} is confirmed.`,
      after: 'Thank you for your order.',
    },
    invoice: {
      subject: (doc: string) => `Your invoice ${doc}`,
      intro: (doc: string, n: string) => `Please find attached invoice ${doc} for your order ${n}.`,
      after: 'Thank you for your business.',
    },
    ready: {
      subject: (n: string) => `Your order ${n} is ready for pickup`,
      intro: (n: string) => `Your order ${n} is ready: it waits for you at the warehouse.`,
      after: (address: string) => `${address}. You can turn these e-mails off in your profile.`,
    },
    outForDelivery: {
      subject: (n: string) => `Your order ${n} is on its way`,
      intro: (n: string) => `Your order ${n} has left the warehouse with our driver and will be delivered today.`,
      after: 'Please have someone there to receive it and sign for it. You can turn these e-mails off in your profile.',
    },
    delivered: {
      subject: (n: string) => `Your order ${n} was delivered`,
      intro: (n: string) => `Your order ${n} was delivered.`,
      after: 'A problem with the flowers? Report it from the order in your account within 24 hours, with photos.',
    },
    cancelled: {
      subject: (n: string) => `Your order ${n} is cancelled`,
      intro: (n: string) => `Your order ${n} is cancelled.`,
      after: 'If it was invoiced, a credit note cancels the invoice. Questions? Reply to this e-mail.',
    },
  },
  fr: frenchCopy({
    hello: (name: string) => `Bonjour ${name},`,
    on: (how: string, date: string) => `${how} le ${date}`,
    po: (po: string) => `Numéro de bon de commande : ${po}`,
    note: (note: string) => `Note : ${note}`,
    totals: ['Sous-total', 'Frais de livraison', 'TPS', 'TVQ', 'Total'] as const,
    amount: (what: string, money: string) => `${what} : ${money}`,
    received: {
      subject: (n: string) => `Nous avons reçu votre commande ${n}`,
      intro: (n: string) => `Merci : nous avons reçu votre commande ${n}.`,
      after: 'Les commandes sont confirmées à la réception : notre équipe la vérifie et vous la confirme sous peu.',
    },
    staffNew: {
      subject: (n: string, who: string) => `Nouvelle commande web ${n} : ${who}`,
      intro: (n: string, who: string) =>
        `${who} a passé la commande web ${n}. Elle attend sa confirmation dans l’administration :`,
    },
    reissued: {
      invoice: {
        subject: (old: string, fresh: string) => `Votre facture ${old} est remplacée par la facture ${fresh}`,
        intro: (n: string, old: string, reversal: string, fresh: string) =>
          `Votre commande ${n} a été modifiée : la note de crédit ${reversal} annule la facture ${old}, et la facture ${fresh} la remplace. Les deux sont jointes ; la commande telle qu’elle est maintenant :`,
      },
      credit_note: {
        subject: (old: string, fresh: string) =>
          `Votre note de crédit ${old} est remplacée par la note de crédit ${fresh}`,
        intro: (n: string, old: string, reversal: string, fresh: string) =>
          `Votre crédit ${n} a été modifié : la facture ${reversal} annule la note de crédit ${old}, et la note de crédit ${fresh} la remplace. Les deux sont jointes ; le crédit tel qu’il est maintenant :`,
      },
      after: 'Veuillez conserver le nouveau document et mettre de côté celui qui est annulé. Merci de votre confiance.',
    },
    confirmation: {
      subject: (n: string) => `Votre commande ${n} est confirmée`,
      intro: (n: string) => `Votre commande ${n} est confirmée.`,
      after: 'Merci de votre commande.',
    },
    invoice: {
      subject: (doc: string) => `Votre facture ${doc}`,
      intro: (doc: string, n: string) => `Vous trouverez ci-joint la facture ${doc} de votre commande ${n}.`,
      after: 'Merci de votre confiance.',
    },
    ready: {
      subject: (n: string) => `Votre commande ${n} est prête pour la cueillette`,
      intro: (n: string) => `Votre commande ${n} est prête : elle vous attend à l’entrepôt.`,
      after: (address: string) => `${address}. Vous pouvez désactiver ces courriels dans votre profil.`,
    },
    outForDelivery: {
      subject: (n: string) => `Votre commande ${n} est en route`,
      intro: (n: string) => `Votre commande ${n} a quitté l’entrepôt avec notre chauffeur et sera livrée aujourd’hui.`,
      after:
        'Veuillez prévoir quelqu’un sur place pour la recevoir et signer. Vous pouvez désactiver ces courriels dans votre profil.',
    },
    delivered: {
      subject: (n: string) => `Votre commande ${n} a été livrée`,
      intro: (n: string) => `Votre commande ${n} a été livrée.`,
      after:
        'Un problème avec les fleurs? Signalez-le depuis la commande dans votre compte dans les 24 heures, avec des photos.',
    },
    cancelled: {
      subject: (n: string) => `Votre commande ${n} est annulée`,
      intro: (n: string) => `Votre commande ${n} est annulée.`,
      after: 'Si elle était facturée, une note de crédit annule la facture. Des questions? Répondez à ce courriel.',
    },
  }),
} satisfies Record<Language, unknown>;

/** The order as plain paragraphs: delivery, lines, and the totals computeTotals stored. */
function orderParagraphs(language: Language, order: Order): string[] {
  const c = copy[language];
  const money = (cents: number) => formatCents(cents, language);
  const method = label('deliveryMethod', order.delivery_method, language);
  const how =
    order.delivery_method === 'pickup' ? method : `${method} (${labelOrCode('zone', order.delivery_zone, language)})`;
  const lines = order.lines.map(
    (l) =>
      `${l.quantity} × ${language === 'fr' ? l.name_fr : l.name_en} (${unitSize(l.unit, l.stems_per_unit, language)}) @ ${money(l.unit_price_cents)} = ${money(l.line_total_cents)}`,
  );
  const [subtotal, fee, gst, qst, total] = c.totals;
  const totals = [
    c.amount(subtotal, money(order.subtotal_cents)),
    c.amount(fee, money(order.delivery_fee_cents)),
    c.amount(gst, money(order.gst_cents)),
    c.amount(qst, money(order.qst_cents)),
    c.amount(total, money(order.total_cents)),
  ];
  return [
    [
      c.on(how, writtenDate(order.delivery_date, language)),
      ...(order.po_number ? [c.po(order.po_number)] : []),
      ...(order.notes ? [c.note(order.notes)] : []),
    ].join('\n'),
    lines.join('\n'),
    totals.join('\n'),
  ];
}

/** orderReceivedMail's subject alone: the outbox keeps it for a message rendered at delivery. */
export function orderReceivedSubject(language: Language, order: Pick<Order, 'number'>): string {
  return copy[language].received.subject(order.number);
}

/** orderForStaffMail's subject alone. */
export function orderForStaffSubject(language: Language, order: Pick<Order, 'number' | 'customer_name'>): string {
  return copy[language].staffNew.subject(order.number, order.customer_name);
}

/** A web order as its customer gets it: received, to be confirmed by staff. */
export function orderReceivedMail(
  language: Language,
  business: MailBusiness,
  order: Order,
  name: string,
): RenderedMail {
  const c = copy[language];
  return layout(language, business, orderReceivedSubject(language, order), [
    c.hello(name),
    c.received.intro(order.number),
    ...orderParagraphs(language, order),
    c.received.after,
  ]);
}

/** A new web order as staff get it, with the link to confirm it. */
export function orderForStaffMail(
  language: Language,
  business: MailBusiness,
  order: Order,
  link: string,
): RenderedMail {
  const c = copy[language];
  return layout(language, business, orderForStaffSubject(language, order), [
    c.staffNew.intro(order.number, order.customer_name),
    link,
    ...orderParagraphs(language, order),
  ]);
}

/** What an order e-mail is about: a document staff send, or a change of the order (issue 17). */
export type OrderMailKind = 'confirmation' | 'invoice' | 'ready' | 'out_for_delivery' | 'delivered' | 'cancelled';

/**
 * POST /api/Orders/{id}/send-email's confirmation or invoice (its PDF attached), and the notices
 * of an order's changes: ready for pickup, out for delivery, delivered, cancelled.
 */
export function orderDocumentMail(
  kind: OrderMailKind,
  language: Language,
  business: MailBusiness,
  order: Order,
  name: string,
): RenderedMail {
  const c = copy[language];
  const doc = order.invoice_number ?? order.number;
  const n = order.number;
  const texts: Record<OrderMailKind, () => [string, string, string]> = {
    invoice: () => [c.invoice.subject(doc), c.invoice.intro(doc, n), c.invoice.after],
    confirmation: () => [c.confirmation.subject(n), c.confirmation.intro(n), c.confirmation.after],
    ready: () => [c.ready.subject(n), c.ready.intro(n), c.ready.after(business.address)],
    out_for_delivery: () => [c.outForDelivery.subject(n), c.outForDelivery.intro(n), c.outForDelivery.after],
    delivered: () => [c.delivered.subject(n), c.delivered.intro(n), c.delivered.after],
    cancelled: () => [c.cancelled.subject(n), c.cancelled.intro(n), c.cancelled.after],
  };
  const [subject, intro, after] = texts[kind]();
  return layout(language, business, subject, [c.hello(name), intro, ...orderParagraphs(language, order), after]);
}

/** The documents an edit issued (issue 34, item 5): the one cancelled, its reversal, its replacement. */
export interface ReissuedDocuments {
  /** The kind of the cancelled document and of its replacement. */
  kind: 'invoice' | 'credit_note';
  cancelled: string;
  reversal: string;
  replacement: string;
}

/** An edited invoiced order: its cancelled invoice, the credit note and the new invoice, in one e-mail. */
export function orderReissuedMail(
  language: Language,
  business: MailBusiness,
  order: Order,
  name: string,
  reissued: ReissuedDocuments,
): RenderedMail {
  const c = copy[language];
  const texts = c.reissued[reissued.kind];
  return layout(language, business, texts.subject(reissued.cancelled, reissued.replacement), [
    c.hello(name),
    texts.intro(order.number, reissued.cancelled, reissued.reversal, reissued.replacement),
    ...orderParagraphs(language, order),
    c.reissued.after,
  ]);
}
