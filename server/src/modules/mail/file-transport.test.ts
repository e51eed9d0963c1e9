import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer } from '../../test/factories.js';
import { deliver } from './delivery.js';

// Without SMTP the outbox writes .eml files that hold live set-password links (issue 35,
// item 7): in production only when MAIL_TRANSPORT=file asks for it (config.test.ts), with a
// warning, and readable by the server's user only.

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe.skipIf(process.platform === 'win32')('e-mails written to files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', MAIL_TRANSPORT: 'file' } });
  });
  afterAll(() => t.close());

  it('warns at start in production that e-mails, links included, go to files', () => {
    const warning = t.logs.find((line) => line.level === 40 && /MAIL_TRANSPORT=file/.test(String(line.msg)));
    expect(warning).toMatchObject({ outbox: t.config.mail.outboxDir });
  });

  it('writes a set-password e-mail readable by the owner only, in a folder only the owner can open', async () => {
    const customer = await createCustomer(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: customer.email },
    });
    expect(res.statusCode).toBe(200);
    await t.app.mailer.sender.flush();
    const dir = t.config.mail.outboxDir;
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(files.length).toBeGreaterThan(0);
    expect(files.some((f) => fs.readFileSync(path.join(dir, f), 'utf8').includes('set-password'))).toBe(true);
    for (const f of files) expect([f, modeOf(path.join(dir, f))]).toEqual([f, 0o600]);
    expect(modeOf(dir)).toBe(0o700);
  });

  it('closes an outbox folder and a file of the same name left open by an earlier version', async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    try {
      fs.chmodSync(outboxDir, 0o755);
      fs.writeFileSync(path.join(outboxDir, '1.eml'), 'old', { mode: 0o644 });
      fs.chmodSync(path.join(outboxDir, '1.eml'), 0o644);
      await deliver({
        route: { smtpUrl: null, outboxDir, emlName: '1.eml' },
        envelope: {
          from: 'shop@example.com',
          to: 'client@example.com',
          subject: 'Set your password',
          text: 'https://shop.example/set-password?token=x',
          html: '',
          headers: {},
          attachments: [],
        },
      });
      expect(modeOf(outboxDir)).toBe(0o700);
      expect(modeOf(path.join(outboxDir, '1.eml'))).toBe(0o600);
      expect(fs.readFileSync(path.join(outboxDir, '1.eml'), 'utf8')).toContain('Set your password');
    } finally {
      fs.rmSync(outboxDir, { recursive: true, force: true });
    }
  });
});
