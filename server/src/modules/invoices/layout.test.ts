import { describe, expect, it } from 'vitest';
import { ShopPdf } from './layout.js';

/** Draws pages of text until more than `bytes` wait unread in the stream. */
function fill(pdf: ShopPdf, bytes: number) {
  while (pdf.doc.readableLength <= bytes) {
    pdf.doc.addPage();
    for (let i = 0; i < 40; i++) pdf.text(`Ligne ${i} / Line ${i}`);
  }
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
  return done;
};

describe('a streamed ShopPdf', () => {
  it('keeps nothing itself and waits while more than the limit is unread, until the client reads', async () => {
    const pdf = new ShopPdf('Test', { language: 'bilingual', streamed: true });
    fill(pdf, 20_000);
    const waiting = pdf.drained(10_000);
    expect(await settled(waiting)).toBe(false);
    pdf.doc.resume();
    expect(await waiting).toBe(true);
    expect(pdf.doc.readableLength).toBeLessThanOrEqual(10_000);
    pdf.doc.end();
    expect((await pdf.done).length).toBe(0);
  });

  it('says to stop drawing once the client is gone', async () => {
    const pdf = new ShopPdf('Test', { language: 'bilingual', streamed: true });
    fill(pdf, 20_000);
    const waiting = pdf.drained(10_000);
    pdf.doc.destroy();
    expect(await waiting).toBe(false);
  });

  it('goes on at once while little is unread', async () => {
    const pdf = new ShopPdf('Test', { language: 'bilingual', streamed: true });
    pdf.text('Bonjour');
    expect(await pdf.drained(10_000)).toBe(true);
  });
});
