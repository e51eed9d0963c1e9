import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DeliveryStop } from '@shop/contract';
import { loadEnglishTexts, renderScreen } from '@/test/screen';
import DriverPage from './driver-page';
import { aDayReply, aRun, aStop } from './test-data';

beforeAll(loadEnglishTexts);
afterEach(() => localStorage.clear());

const stop = (over: Partial<DeliveryStop> = {}) => aStop({ id: 12, order_id: 42, number: 'A-0042', lines: 2, ...over });
const day = (stops: DeliveryStop[]) => aDayReply([aRun({ stops })]);

describe('the driver page on a weak connection', () => {
  it('keeps what the driver recorded while the server cannot be reached, and sends it when the phone is back online', async () => {
    let online = false;
    let current = [stop()];
    const posted: string[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
      const reply = (status: number, body: object) => Promise.resolve(new Response(JSON.stringify(body), { status }));
      if (init.method === 'POST') {
        if (!online) return Promise.reject(new TypeError('Failed to fetch'));
        posted.push(`${url} ${String(init.body)}`);
        current = [stop({ stop_status: 'failed', failure_reason: 'Shop closed' })];
        return reply(200, { success: true, message: 'Recorded', data: {} });
      }
      if (url.startsWith('/api/deliveries?')) return reply(200, day(current));
      return reply(404, { success: false, message: 'Not found' });
    });
    renderScreen(<DriverPage />, '/driver', '/driver?date=2026-12-08');

    await userEvent.type(await screen.findByLabelText('Why it could not be delivered'), 'Shop closed');
    await userEvent.click(screen.getByRole('button', { name: 'Could not deliver' }));
    expect(await screen.findByText(/^Recorded on this phone at .*, waiting to be sent\.$/)).toBeInTheDocument();
    expect(screen.getByText('1 stop waits on this phone to be sent.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Could not deliver' })).toBeNull();
    expect(posted).toEqual([]);

    // "Send now" with no connection yet: still waiting, nothing lost.
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    expect(screen.getByText('1 stop waits on this phone to be sent.')).toBeInTheDocument();

    // Back online: sent once, the stop shows what the server recorded.
    online = true;
    await act(async () => void fireEvent(window, new Event('online')));
    await waitFor(() => expect(posted).toEqual(['/api/deliveries/stops/12/failed {"reason":"Shop closed"}']));
    expect(await screen.findByText('Shop closed')).toBeInTheDocument();
    expect(screen.queryByText(/waits on this phone/)).toBeNull();
    expect(localStorage.getItem('driver.pendingOutcomes')).toBeNull();
  });
});
