import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnglishTexts } from '@/test/screen';
import { keepOutcome, pendingOutcomes, sendPendingOutcomes, type StopOutcome } from './pending-outcomes';

beforeAll(loadEnglishTexts);
afterEach(() => localStorage.clear());

const delivered = (stopId: number): StopOutcome => ({
  kind: 'delivered',
  stopId,
  body: { recipient_name: 'Julie', signature: 'data:image/png;base64,iVBORw0KGgo=' },
});
const failed = (stopId: number): StopOutcome => ({ kind: 'failed', stopId, body: { reason: 'Closed' } });

/** The server's answers, in turn: a status and body, or 'offline' for a request that never arrives. */
function server(...answers: ([number, object] | 'offline')[]) {
  const paths: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    paths.push(url);
    const answer = answers.shift() ?? 'offline';
    if (answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(new Response(JSON.stringify(answer[1]), { status: answer[0] }));
  });
  return paths;
}
const ok: [number, object] = [200, { success: true, data: {} }];

describe('the driver’s outcomes kept on the phone', () => {
  it('wait while the server cannot be reached, then go in the order they were recorded', async () => {
    keepOutcome(delivered(4));
    keepOutcome(failed(5));
    server('offline');
    expect(await sendPendingOutcomes('Failed')).toEqual({ sent: 0, refused: [], waiting: 2 });

    const paths = server(ok, ok);
    expect(await sendPendingOutcomes('Failed')).toEqual({ sent: 2, refused: [], waiting: 0 });
    expect(paths).toEqual(['/api/deliveries/stops/4/delivered', '/api/deliveries/stops/5/failed']);
    expect(pendingOutcomes()).toEqual([]);
    expect(localStorage.length).toBe(0);
  });

  it('stop at the first that cannot reach the server; a proxy’s 502 counts as unreachable', async () => {
    keepOutcome(delivered(4));
    keepOutcome(delivered(6));
    keepOutcome(delivered(7));
    server(ok, [502, { success: false }]);
    expect(await sendPendingOutcomes('Failed')).toEqual({ sent: 1, refused: [], waiting: 2 });
    expect(pendingOutcomes().map((p) => p.outcome.stopId)).toEqual([6, 7]);
  });

  it('count a stop already delivered as sent (the answer to an earlier try was lost), and report a refusal', async () => {
    keepOutcome(delivered(4));
    keepOutcome(delivered(8));
    server(
      [409, { success: false, message: 'This stop is already delivered.', error: 'DELIVERY_STOP_DONE' }],
      [403, { success: false, message: 'This run is not yours.', error: 'DELIVERY_NOT_YOUR_RUN' }],
    );
    const report = await sendPendingOutcomes('Failed');
    expect(report.sent).toBe(1);
    expect(report.refused).toEqual([{ outcome: delivered(8), message: 'This run is not yours.' }]);
    expect(report.waiting).toBe(0);
  });

  it('keeps the latest outcome of a stop, and says so when the phone has no room left', () => {
    keepOutcome(failed(4));
    keepOutcome(delivered(4));
    expect(pendingOutcomes().map((p) => p.outcome.kind)).toEqual(['delivered']);
    const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(keepOutcome(failed(9))).toBe(false);
    setItem.mockRestore();
    expect(pendingOutcomes().map((p) => p.outcome.stopId)).toEqual([4]);
  });
});
