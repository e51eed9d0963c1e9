import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { purgeOldMailBodies } from './housekeeping.js';
import { insertOutboxMessages } from './repository.js';

describe('mail housekeeping', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: { now: () => now } });
  });
  afterAll(() => t.close());

  it('blanks the content of a message rendered at delivery, as it blanks bodies, after 30 days', async () => {
    const sent = async (daysAgo: number) => {
      const [row] = await insertOutboxMessages(t.db, [
        {
          template: 'order-received',
          language: 'en',
          to_address: 'a@b.example',
          reply_to: null,
          subject: 'We received your order 100001',
          text_body: '',
          html_body: '',
          content: '{"template":"order-received","args":{}}',
          attachments: '[]',
          status: 'sent',
          attempts: 1,
          next_attempt_at: now.toISOString(),
          created_at: new Date(now.getTime() - daysAgo * 24 * 3600_000).toISOString(),
        },
      ]);
      return row!;
    };
    const old = await sent(31);
    const recent = await sent(29);
    await purgeOldMailBodies(t.db, { now: () => now });
    const rows = await t.db.selectFrom('outbox').select(['id', 'content', 'subject']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: old.id, content: null, subject: 'We received your order 100001' },
      { id: recent.id, content: '{"template":"order-received","args":{}}', subject: 'We received your order 100001' },
    ]);
  });
});
