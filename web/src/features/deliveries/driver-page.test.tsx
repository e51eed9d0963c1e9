import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { DeliveryStop } from '@shop/contract';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import DriverPage from './driver-page';
import { aDayReply, aRun, aStop } from './test-data';
import type * as ShrinkPhoto from './shrink-photo';

// jsdom draws nothing: the shrinking itself is checked in the browser (e2e/tests/deliveries.spec.ts).
const SHRUNK = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';
vi.mock('./shrink-photo', async (importOriginal) => {
  const actual = await importOriginal<typeof ShrinkPhoto>();
  return {
    ...actual,
    shrinkPhoto: vi.fn(async (file: File) => {
      if (!file.type.startsWith('image/')) throw new actual.NotAnImageError();
      return SHRUNK;
    }),
  };
});

beforeAll(loadEnglishTexts);

const stop = aStop({ business_name: 'Fleuriste Photo' });
const run = (stops: DeliveryStop[]) => aRun({ delivery_zone: 'montreal-laval', stops });

describe('the driver page: a photo instead of the signature', () => {
  it('refuses a file that is not a picture, previews a photo, removes it, and sends the photo alone', async () => {
    let current = run([stop]);
    const calls = fakeApi((call) => {
      if (call.method === 'POST' && call.path === '/deliveries/stops/11/delivered') {
        current = run([{ ...stop, stop_status: 'delivered', recipient_name: 'Marie Roy' }]);
        return [200, { success: true, message: 'Delivered', data: { run: current } }];
      }
      if (call.path.startsWith('/deliveries?')) return [200, aDayReply([current])];
      return [404, { success: false, message: 'Not found' }];
    });
    renderScreen(<DriverPage />, '/driver', '/driver?date=2026-12-08');

    const take = await screen.findByLabelText('Take a photo instead');
    expect(take).toHaveAttribute('type', 'file');
    expect(take).toHaveAttribute('accept', 'image/*');
    expect(take).toHaveAttribute('capture', 'environment');
    expect(take).toHaveAccessibleDescription(/made smaller on this phone/);

    // Not a picture: said, and nothing changes.
    await userEvent.upload(take, new File(['hello'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a picture');
    expect(take).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('img', { name: /Photo of the delivery/ })).toBeNull();

    // A photo: previewed in place of the signature pad, then removed (the pad is back, focus on the input).
    await userEvent.upload(take, new File([new Uint8Array([0xff, 0xd8, 0xff])], 'door.jpg', { type: 'image/jpeg' }));
    const preview = await screen.findByRole('img', { name: 'Photo of the delivery, to be sent' });
    expect(preview).toHaveAttribute('src', SHRUNK);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('img', { name: /signature/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove the photo' }));
    expect(screen.getByRole('img', { name: /signature/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Take a photo instead')).toHaveFocus());

    // Again, and delivered: the photo is sent, no signature.
    await userEvent.upload(
      screen.getByLabelText('Take a photo instead'),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'door.jpg', { type: 'image/jpeg' }),
    );
    await screen.findByRole('img', { name: 'Photo of the delivery, to be sent' });
    await userEvent.type(screen.getByLabelText('Received by (name)'), 'Marie Roy');
    await userEvent.click(screen.getByRole('button', { name: 'Delivered' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    // The photo alone, with the time of the tap (the claim window starts there).
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      recipient_name: 'Marie Roy',
      photo: SHRUNK,
      delivered_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
    });
  });
});
