import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses SQLite in DATA_DIR and the demo seed by default', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/x' });
    expect(config.database).toEqual({ dialect: 'sqlite', file: '/tmp/x/shop.db' });
    expect(config.seed).toBe('demo');
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.secureCookies).toBe(false);
  });

  it('selects PostgreSQL from DATABASE_URL and no demo data in production', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u:p@localhost/shop',
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example/',
      SMTP_URL: 'smtp://mail.example:587',
    });
    expect(config.database).toEqual({ dialect: 'postgres', url: 'postgres://u:p@localhost/shop', poolSize: 10 });
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/shop', DATABASE_POOL_SIZE: '40' }).database,
    ).toMatchObject({ poolSize: 40 });
    expect(config.seed).toBe('none');
    expect(config.publicUrl).toBe('https://shop.example');
    expect(config.secureCookies).toBe(true);
  });

  it("serves this checkout's web/dist, or the built app WEB_DIST names", () => {
    expect(loadConfig({}).webDist).toMatch(/[/\\]web[/\\]dist$/);
    expect(loadConfig({ WEB_DIST: '/srv/release-42/web/dist' }).webDist).toBe('/srv/release-42/web/dist');
  });

  it('keeps files on disk with SQLite and in the database with PostgreSQL, unless FILE_STORE says', () => {
    expect(loadConfig({}).fileStore).toBe('disk');
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/shop' }).fileStore).toBe('database');
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/shop', FILE_STORE: 'disk' }).fileStore).toBe('disk');
    expect(() => loadConfig({ FILE_STORE: 'database' })).toThrow(/FILE_STORE: database needs PostgreSQL/);
    expect(() => loadConfig({ FILE_STORE: 's3' })).toThrow(/FILE_STORE/);
  });

  it('trusts no proxy by default, even in production; TRUST_PROXY names them or counts hops', () => {
    expect(loadConfig({ NODE_ENV: 'production', MAIL_TRANSPORT: 'file' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
    ]);
  });

  it('writes e-mails to files without SMTP_URL, but in production only when MAIL_TRANSPORT=file says so', () => {
    expect(loadConfig({}).mail).toMatchObject({ transport: 'file', smtpUrl: null });
    expect(loadConfig({ MAIL_TRANSPORT: 'file' }).mail.transport).toBe('file');
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example' }).mail).toMatchObject({
      transport: 'smtp',
      smtpUrl: 'smtp://mail.example',
    });
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example', MAIL_TRANSPORT: 'smtp' }).mail.transport).toBe('smtp');
    // Production: set-password links written to disk are asked for, never a default.
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SMTP_URL: unset in production: .*MAIL_TRANSPORT=file/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: '  ' })).toThrow(/SMTP_URL: unset in production/);
    expect(loadConfig({ NODE_ENV: 'production', MAIL_TRANSPORT: 'file' }).mail.transport).toBe('file');
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtps://mail.example' }).mail.transport).toBe('smtp');
  });

  it.each([
    [{ MAIL_TRANSPORT: 'smtp' }, 'MAIL_TRANSPORT'],
    [{ MAIL_TRANSPORT: 'file', SMTP_URL: 'smtp://mail.example' }, 'MAIL_TRANSPORT'],
    [{ MAIL_TRANSPORT: 'files' }, 'MAIL_TRANSPORT'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ CAPTCHA: 'maybe' }, 'CAPTCHA'],
    [{ CAPTCHA: 'recaptcha' }, 'CAPTCHA'],
    [{ ADMIN_EMAIL: 'nope' }, 'ADMIN_EMAIL'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ TRUST_PROXY: 'on' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1, proxy.local' }, 'TRUST_PROXY'],
  ])('stops on %j, naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`${variable}:`));
  });
});
