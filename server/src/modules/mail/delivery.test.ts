import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deliver, type Envelope } from './delivery.js';

const envelope = (n: number): Envelope => ({
  from: 'Fleurs <support@fleurs.example>',
  to: 'client@example.com',
  subject: `Facture n° ${n}`,
  text: 'Votre facture est jointe.',
  html: '<p>Votre facture est jointe.</p>',
  headers: { 'X-Outbox-Id': String(n), 'X-Template': 'order-invoice' },
  attachments: [
    { filename: `facture-${n}.pdf`, contentType: 'application/pdf', content: Buffer.from(`%PDF-1.7 ${n}`) },
  ],
});

describe('delivery in the worker thread', () => {
  it('writes each message of a burst, with its attachment, to the outbox directory', async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'delivery-'));
    const burst = Array.from({ length: 20 }, (_, i) => i + 1);
    await Promise.all(
      burst.map((n) => deliver({ route: { smtpUrl: null, outboxDir, emlName: `${n}.eml` }, envelope: envelope(n) })),
    );
    expect(fs.readdirSync(outboxDir)).toHaveLength(20);
    const eml = fs.readFileSync(path.join(outboxDir, '7.eml'), 'utf8');
    expect(eml).toContain('X-Outbox-ID: 7');
    expect(eml).toContain('filename=facture-7.pdf');
    expect(eml).toContain(Buffer.from('%PDF-1.7 7').toString('base64'));
  });

  it("rejects with the transport's error when the SMTP server cannot be reached", async () => {
    // Port 9 on loopback refuses connections.
    const route = { smtpUrl: 'smtp://127.0.0.1:9', outboxDir: os.tmpdir(), emlName: 'never.eml' };
    await expect(deliver({ route, envelope: envelope(1) })).rejects.toThrow(/ECONNREFUSED/);
  });
});
