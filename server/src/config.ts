import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { captchaModeSchema } from '@shop/contract';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/**
 * A tax rate as a percent string ('9.975') in the contract's integer units of 1/100,000
 * (9975), read digit by digit so that no binary fraction ever enters the tax arithmetic.
 */
const percentRate = z
  .string()
  .trim()
  .regex(/^\d{1,2}(\.\d{1,3})?$/, 'must be a percentage such as 5 or 9.975')
  .transform((v) => {
    const [whole = '0', fraction = ''] = v.split('.');
    return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
  });

/** An address, or a CIDR block (10.0.0.0/8, fd00::/8). */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * Whose X-Forwarded-For is believed: nobody (`off`), the proxies at these addresses or CIDRs,
 * or a number of hops. Believing everybody lets any caller pick their address and dodge the
 * per-address limits, so there is no `on`.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string[] => {
    if (v === '' || v === 'off') return false;
    if (/^\d+$/.test(v)) return Number(v) === 0 ? false : Number(v);
    const entries = v.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !isAddressOrCidr(e));
    if (bad.length > 0) {
      ctx.addIssue({ code: 'custom', message: `must be off, a hop count or addresses/CIDRs (not ${bad.join(', ')})` });
      return z.NEVER;
    }
    return entries;
  });

/** TOTP_KEY's 32 bytes, or null when it is not 64 hex digits or base64 of 32 bytes. */
function sealingKeyOf(text: string): Buffer | null {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  return key.length === 32 ? key : null;
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    /** PostgreSQL connections this server keeps open (each server of a cluster has its own). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    PUBLIC_URL: optionalString.pipe(z.url().optional()),
    ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalString.pipe(z.string().min(10, 'must be at least 10 characters').optional()),
    SEED: z.enum(['demo', 'none']).optional(),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: optionalString,
    /**
     * `smtp` (SMTP_URL) or `file` (.eml files in DATA_DIR/outbox, holding live set-password
     * links). Unset: smtp with SMTP_URL, else file, except in production, where file must be
     * asked for.
     */
    MAIL_TRANSPORT: z.enum(['smtp', 'file']).optional(),
    CAPTCHA: captchaModeSchema.default('altcha'),
    RECAPTCHA_SITE_KEY: optionalString,
    RECAPTCHA_SECRET: optionalString,
    MAPS_KEY: optionalString,
    RATE_LIMIT: z.enum(['on', 'off']).default('on'),
    TRUST_PROXY: trustProxy.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    BUSINESS_NAME: z.string().default('Fleurs en Gros Montréal'),
    BUSINESS_ADDRESS: z.string().default('2400 Rue Halpern, Saint-Laurent, QC H4S 1S7'),
    BUSINESS_PHONE: z.string().default('514-555-0142'),
    BUSINESS_FAX: z.string().default('514-555-0143'),
    BUSINESS_EMAIL: z.email().default('support@fleurs-en-gros.example'),
    BUSINESS_GST_NUMBER: z.string().default('123456789 RT0001'),
    BUSINESS_QST_NUMBER: z.string().default('1234567890 TQ0001'),
    GST_RATE: percentRate.default(5000),
    QST_RATE: percentRate.default(9975),
    /** Credit control: a customer with an invoice overdue more than this many days has new orders held. */
    CREDIT_HOLD_OVERDUE_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
    /** The monthly statements job: 'on' e-mails them on the first business day of each month. */
    STATEMENT_JOB: z.enum(['on', 'off']).default('on'),
    /** How often the standing orders' job looks for due occurrences, in seconds (the e2e suite's: a few). */
    STANDING_ORDERS_EVERY_S: z.coerce.number().int().min(1).max(3600).default(300),
    /**
     * The built web app to serve (a release's web/dist; its renderer is the dist-server beside
     * it): unset, this checkout's web/dist.
     */
    WEB_DIST: optionalString,
    /** Where uploaded files live: unset, the database with PostgreSQL and DATA_DIR with SQLite. */
    FILE_STORE: z.enum(['disk', 'database']).optional(),
    /**
     * Seals staff members' TOTP secrets (AES-256-GCM): 32 bytes as 64 hex digits or base64.
     * Unset, secrets are stored plain (docs/decisions/024-totp.md).
     */
    TOTP_KEY: optionalString.pipe(
      z
        .string()
        .refine(
          (v) => sealingKeyOf(v) !== null,
          'must be 32 bytes, as 64 hex digits or base64 (openssl rand -base64 32)',
        )
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    // SQLite has one writer: a file written through the database store while an order's
    // transaction is open (an invoice e-mailed on confirmation) would wait for itself.
    if (env.FILE_STORE === 'database' && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['FILE_STORE'],
        message: 'database needs PostgreSQL (DATABASE_URL); with SQLite files stay in DATA_DIR',
      });
    }
    // Without SMTP the e-mails, set-password links included, are files on the server's disk:
    // in production that is a choice made out loud (MAIL_TRANSPORT=file), never a default.
    if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['MAIL_TRANSPORT'], message: 'smtp needs SMTP_URL' });
    }
    if (env.MAIL_TRANSPORT === 'file' && env.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_TRANSPORT'],
        message: 'file writes e-mails to DATA_DIR/outbox while SMTP_URL is set: unset one of them',
      });
    }
    if (env.NODE_ENV === 'production' && !env.SMTP_URL && env.MAIL_TRANSPORT === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'unset in production: set SMTP_URL to send e-mail, or MAIL_TRANSPORT=file to write every e-mail, live set-password links included, as .eml files in DATA_DIR/outbox',
      });
    }
    if (env.CAPTCHA === 'recaptcha' && (!env.RECAPTCHA_SITE_KEY || !env.RECAPTCHA_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['CAPTCHA'],
        message: 'recaptcha needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET',
      });
    }
  });

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof envSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  const port = env.PORT;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    port,
    host: env.HOST,
    dataDir,
    database: env.DATABASE_URL
      ? ({ dialect: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE } as const)
      : ({ dialect: 'sqlite', file: path.join(dataDir, 'shop.db') } as const),
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : null,
    seed: env.SEED ?? (env.NODE_ENV === 'production' ? 'none' : 'demo'),
    mail: {
      /** 'file': .eml files in outboxDir, readable by the server's user only. */
      transport: env.SMTP_URL ? ('smtp' as const) : ('file' as const),
      smtpUrl: env.SMTP_URL ?? null,
      from: env.MAIL_FROM ?? `${env.BUSINESS_NAME} <${env.BUSINESS_EMAIL}>`,
      outboxDir: path.join(dataDir, 'outbox'),
    },
    captcha: {
      mode: env.CAPTCHA,
      recaptchaSiteKey: env.RECAPTCHA_SITE_KEY ?? null,
      recaptchaSecret: env.RECAPTCHA_SECRET ?? null,
    },
    mapsKey: env.MAPS_KEY ?? null,
    rateLimit: env.RATE_LIMIT === 'on',
    /** Fastify's trustProxy: false, a hop count, or the proxies' addresses and CIDRs. */
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    business: {
      name: env.BUSINESS_NAME,
      address: env.BUSINESS_ADDRESS,
      phone: env.BUSINESS_PHONE,
      fax: env.BUSINESS_FAX,
      email: env.BUSINESS_EMAIL,
      gstNumber: env.BUSINESS_GST_NUMBER,
      qstNumber: env.BUSINESS_QST_NUMBER,
    },
    /** GST and QST in units of 1/100,000 (TaxRates of the contract). */
    taxRates: { gst: env.GST_RATE, qst: env.QST_RATE },
    /** Credit control (issue 12, item 7): days an invoice may be overdue before new orders are held. */
    creditHoldOverdueDays: env.CREDIT_HOLD_OVERDUE_DAYS,
    statementJob: env.STATEMENT_JOB === 'on',
    standingOrdersEveryMs: env.STANDING_ORDERS_EVERY_S * 1000,
    /** The file store's driver (docs/decisions/021-file-store.md). */
    fileStore: env.FILE_STORE ?? (env.DATABASE_URL ? 'database' : 'disk'),
    /** The key sealing TOTP secrets, or null: they are stored plain (docs/decisions/024-totp.md). */
    totpKey: env.TOTP_KEY ? sealingKeyOf(env.TOTP_KEY) : null,
    /** Where the built web app is; null when it is not built (API only). */
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : path.resolve(import.meta.dirname, '../../web/dist'),
  };
}

export class ConfigError extends Error {}

/** Reads and checks the environment once; a bad value stops the start, naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return toConfig(parsed.data);
}
