import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import './app-context.js';
import './compose.js';
import type { Config } from './config.js';
import { createDb, type Db } from './db/connection.js';
import { registerApiDocs } from './http/api-docs.js';
import { registerAccessTable } from './http/guards.js';
import { registerCompression } from './http/compression.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerEtags } from './http/etag.js';
import { requestLogFields } from './http/log-redaction.js';
import { registerRateLimit } from './http/rate-limit.js';
import { registerReplyTypography } from './http/reply-typography.js';
import { registerSecurityHeaders } from './http/security.js';
import { registerStorableInputCheck } from './http/storable-input.js';
import { registerWebApp } from './http/web-app.js';
import { systemClock, type Clock } from './lib/clock.js';
import { authRoutes } from './modules/auth/routes.js';
import { sessionRoutes } from './modules/auth/session-routes.js';
import { totpRoutes } from './modules/auth/totp-routes.js';
import { staffRoutes } from './modules/staff/routes.js';
import { registerCsrfCheck } from './modules/auth/csrf-plugin.js';
import { sessionPlugin } from './modules/auth/session-plugin.js';
import { apiTokenRoutes, bearerTokenPlugin } from './modules/api-tokens/index.js';
import { webhookRoutes } from './modules/webhooks/index.js';
import { captchaRoutes } from './modules/captcha/routes.js';
import { catalogRoutes } from './modules/catalog/routes.js';
import { catalogueTransferRoutes } from './modules/catalogue-transfer/routes.js';
import { customerRoutes } from './modules/customers/routes.js';
import { designCenterRoutes } from './modules/design-center/routes.js';
import { pickListRoutes } from './modules/design-center/pick-list-routes.js';
import { inventoryRoutes } from './modules/inventory/routes.js';
import { invoiceRoutes } from './modules/invoices/routes.js';
import { noteRoutes } from './modules/notes/routes.js';
import { orderRoutes } from './modules/orders/routes.js';
import { lastPriceRoutes } from './modules/orders/last-prices/routes.js';
import { prebookingRoutes } from './modules/prebookings/routes.js';
import { exportRoutes } from './modules/exports/routes.js';
import { offerRoutes } from './modules/offers/routes.js';
import { backOrderRoutes } from './modules/back-orders/index.js';
import { deliveryRoutes } from './modules/deliveries/index.js';
import { favouriteRoutes } from './modules/favourites/index.js';
import { deliveryAddressRoutes } from './modules/delivery-addresses/index.js';
import { pickTickRoutes } from './modules/pick-ticks/index.js';
import { claimRoutes } from './modules/claims/index.js';
import { auditRoutes } from './modules/audit/index.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { householdPaymentRoutes } from './modules/payments/household-routes.js';
import { statementRoutes } from './modules/statements/routes.js';
import { receivableRoutes } from './modules/receivables/routes.js';
import { dashboardRoutes } from './modules/dashboard/index.js';
import { accountingRoutes } from './modules/accounting/index.js';
import { freshListRoutes } from './modules/fresh-list/index.js';
import { closedDayRoutes } from './modules/closed-days/index.js';
import { customerLevels, priceRoutes } from './modules/prices/index.js';
import { openOrdersOn } from './modules/orders/index.js';
import {
  purchaseChargeRoutes,
  purchaseOrderRoutes,
  purchasingNeedsRoutes,
  supplierRoutes,
  type PurchasingRouteOptions,
} from './modules/purchasing/index.js';
import { standingOrderRoutes } from './modules/standing-orders/index.js';
import { landedCostChanged, marginRoutes } from './modules/margins/index.js';
import { priceListRoutes } from './modules/price-lists/routes.js';
import { createCaptcha } from './modules/captcha/service.js';
import { contactRoutes } from './modules/contact/routes.js';
import { createFileStore, type FileStore } from './modules/files/index.js';
import { createAdmission } from './lib/admission.js';
import { createMailer } from './modules/mail/mailer.js';
import { createMailSender } from './modules/mail/sender.js';
import { mailRoutes } from './modules/mail/routes.js';
import { siteRoutes } from './modules/site/routes.js';
import { readSiteInfo } from './modules/site/site-info.js';

export interface AppOptions {
  clock?: Clock;
  /** An existing database (tests share one per file); otherwise one is opened from config. */
  db?: Db;
  /** Where log lines go; defaults to stdout. */
  logStream?: NodeJS.WritableStream;
  /** Proof-of-work cost of captcha challenges (tests lower it). */
  captchaCost?: number;
  /** A file store of the caller's; otherwise the one FILE_STORE names. */
  files?: FileStore;
}

/** Builds the whole application; main.ts and the tests call it with the same options. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const { trustProxy } = config;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: requestLogFields },
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (none by default).
    // (Fastify counts hops too, but its types take only a function for that.)
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDb = !options.db;
  const db = options.db ?? createDb(config.database);
  const clock = options.clock ?? systemClock;
  const files = options.files ?? createFileStore(config.fileStore, { db, dataDir: config.dataDir });
  const sender = createMailSender({ db, config, clock, files, log: app.log });
  if (config.env === 'production' && config.mail.transport === 'file')
    app.log.warn(
      { outbox: config.mail.outboxDir },
      'MAIL_TRANSPORT=file in production: no e-mail leaves this server; each one, live set-password links included, is written to the outbox folder (readable by this user only)',
    );
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('clock', clock);
  app.decorate('files', files);
  // SQLite: enough at once to fill its commit groups, started a few a turn; PostgreSQL: as many
  // as there are connections.
  app.decorate(
    'admitOrder',
    config.database.dialect === 'sqlite' ? createAdmission(16, 6) : createAdmission(config.database.poolSize),
  );
  app.decorate('captcha', createCaptcha(config.captcha, options.captchaCost));
  app.decorate(
    'mailer',
    createMailer(sender, (err) => app.log.error({ err }, 'mail sender failed')),
  );
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onClose', async () => {
    await sender.stop();
    if (ownsDb) await db.destroy();
  });

  registerErrorHandler(app);
  registerReplyTypography(app);
  registerSecurityHeaders(app, { mapsKey: config.mapsKey, recaptcha: config.captcha.mode === 'recaptcha' });
  registerEtags(app);
  await registerCompression(app);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
  registerCsrfCheck(app);
  await registerRateLimit(app);
  await app.register(sessionPlugin);
  await app.register(bearerTokenPlugin);
  registerAccessTable(app);
  registerStorableInputCheck(app);
  await registerApiDocs(app);

  await app.register(siteRoutes);
  await app.register(captchaRoutes);
  await app.register(contactRoutes);
  await app.register(authRoutes);
  await app.register(sessionRoutes);
  await app.register(totpRoutes);
  await app.register(apiTokenRoutes);
  await app.register(webhookRoutes);
  await app.register(staffRoutes);
  // A customer's price level is the prices module's (decision 060), taken and shown with the customer.
  await app.register(customerRoutes, { priceLevels: customerLevels });
  await app.register(deliveryAddressRoutes);
  await app.register(noteRoutes);
  await app.register(mailRoutes);
  await app.register(paymentRoutes);
  await app.register(receivableRoutes);
  await app.register(dashboardRoutes);
  await app.register(marginRoutes);
  await app.register(accountingRoutes);
  await app.register(freshListRoutes);
  await app.register(supplierRoutes);
  // Closing a day says how many orders are already for it (issue 38 item 3): the orders module counts.
  await app.register(closedDayRoutes, { ordersOnDay: openOrdersOn });
  await app.register(priceRoutes);
  // A receipt or a charge that changes lots' landed cost tells this listener, which says which sales'
  // cost changed (decision 062): the margins module (issue 37 item 6) plugs in here.
  const landedCost: PurchasingRouteOptions = { onLandedCostChanged: landedCostChanged };
  await app.register(purchaseOrderRoutes, landedCost);
  await app.register(purchaseChargeRoutes, landedCost);
  await app.register(purchasingNeedsRoutes);
  await app.register(standingOrderRoutes);
  await app.register(statementRoutes);
  await app.register(householdPaymentRoutes);
  await app.register(priceListRoutes);
  await app.register(catalogRoutes);
  await app.register(catalogueTransferRoutes);
  await app.register(inventoryRoutes);
  await app.register(orderRoutes);
  await app.register(lastPriceRoutes);
  await app.register(auditRoutes);
  await app.register(prebookingRoutes);
  await app.register(exportRoutes);
  await app.register(designCenterRoutes);
  await app.register(pickListRoutes);
  await app.register(pickTickRoutes);
  await app.register(invoiceRoutes);
  await app.register(offerRoutes);
  await app.register(claimRoutes);
  await app.register(backOrderRoutes);
  await app.register(deliveryRoutes);
  await app.register(favouriteRoutes);

  await registerWebApp(app, config.webDist, { siteInfo: () => readSiteInfo(app), publicUrl: config.publicUrl });
  return app;
}
