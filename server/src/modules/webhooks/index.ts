// The public face of the webhooks module (issue 40, item 3), owner of webhook_endpoints and
// webhook_deliveries: endpoints a customer or staff member registers, and the signed deliveries
// of the events other modules raise in their own transactions (raiseWebhookEvent).
export { webhookErrors } from './errors.js';
export { webhookRoutes } from './routes.js';
export { raiseWebhookEvent, type WebhookEventInput } from './service.js';
export { sendDueWebhooks } from './sender.js';
