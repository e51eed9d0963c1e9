import { z } from './zod.js';

/**
 * The fresh list (issue 39, item 5; API.md "Dashboard and books"): each business morning at the
 * hour staff set, the customers who asked for it get one e-mail of what arrived since the last
 * one and the offers on now, with a one-click unsubscribe.
 */
export const freshListSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Montreal time, HH:MM (24 h). */
  send_at: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'invalid' }),
});
export type FreshListSettings = z.infer<typeof freshListSettingsSchema>;

/** GET /api/settings/fresh-list adds the last morning it went out and to how many. */
export const freshListStatusSchema = freshListSettingsSchema.extend({
  subscribers: z.number().int(),
  last_sent: z.object({ date: z.string(), sent_at: z.string(), recipients: z.number().int() }).nullable(),
});
export type FreshListStatus = z.infer<typeof freshListStatusSchema>;

/** The customer's own choice, in their profile: GET/PUT /api/customer/fresh-list. */
export const freshListSubscriptionSchema = z.object({ subscribed: z.boolean() });
export type FreshListSubscription = z.infer<typeof freshListSubscriptionSchema>;

/** POST /api/unsubscribe/{token}: the token of the e-mail's link (base64url). */
export const unsubscribeParamsSchema = z.object({ token: z.string().min(1).max(100) });
