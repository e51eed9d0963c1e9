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
    });
    expect(config.database).toEqual({ dialect: 'postgres', url: 'postgres://u:p@localhost/shop' });
    expect(config.seed).toBe('none');
    expect(config.publicUrl).toBe('https://shop.example');
    expect(config.secureCookies).toBe(true);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ CAPTCHA: 'maybe' }, 'CAPTCHA'],
    [{ CAPTCHA: 'recaptcha' }, 'CAPTCHA'],
    [{ ADMIN_EMAIL: 'nope' }, 'ADMIN_EMAIL'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
  ])('stops on %j, naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`${variable}:`));
  });
});
