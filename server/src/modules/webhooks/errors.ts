import { defineErrors } from '../../errors/define.js';

export const webhookErrors = defineErrors({
  WEBHOOK_NOT_FOUND: { kind: 'not_found', en: 'Webhook not found.', fr: 'Webhook introuvable.' },
  WEBHOOK_DELIVERY_NOT_FOUND: { kind: 'not_found', en: 'Delivery not found.', fr: 'Envoi introuvable.' },
  WEBHOOK_URL_SCHEME: {
    kind: 'invalid',
    en: 'A webhook’s address starts with https://.',
    fr: 'L’adresse d’un webhook commence par https://.',
    field: 'url',
  },
  WEBHOOK_URL_PRIVATE: {
    kind: 'invalid',
    en: 'A webhook cannot point at a private network address.',
    fr: 'Un webhook ne peut pas viser une adresse de réseau privé.',
    field: 'url',
  },
  WEBHOOK_URL_UNRESOLVED: {
    kind: 'invalid',
    en: 'This webhook address’s host name does not resolve.',
    fr: 'Le nom d’hôte de cette adresse de webhook ne se résout pas.',
    field: 'url',
  },
  WEBHOOK_URL_DNS_TIMEOUT: {
    kind: 'invalid',
    en: 'This webhook address’s host name did not resolve in time: try again, or check the name.',
    fr: 'Le nom d’hôte de cette adresse de webhook ne s’est pas résolu à temps : réessayez ou vérifiez le nom.',
    field: 'url',
  },
  WEBHOOK_EVENT_NOT_ALLOWED: {
    kind: 'invalid',
    en: (p: { event: string }) => `Your account cannot receive the event ${p.event}.`,
    fr: (p: { event: string }) => `Votre compte ne peut pas recevoir l’événement ${p.event}.`,
    error: 'EventNotAllowed',
    field: 'events',
  },
  WEBHOOK_DELIVERY_PENDING: {
    kind: 'conflict',
    en: 'This delivery is still being sent: it can be sent again once delivered or failed.',
    fr: 'Cet envoi est encore en cours : il peut être renvoyé une fois livré ou en échec.',
    error: 'DeliveryPending',
  },
  WEBHOOK_LIMIT: {
    kind: 'conflict',
    en: (p: { max: number }) => `An account has at most ${p.max} webhooks: delete one first.`,
    fr: (p: { max: number }) => `Un compte a au plus ${p.max} webhooks : supprimez-en un d’abord.`,
    error: 'TooManyWebhooks',
  },
});
