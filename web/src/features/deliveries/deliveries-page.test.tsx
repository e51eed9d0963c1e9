import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import DeliveriesPage from './deliveries-page';
import DriverPage from './driver-page';
import { aDayReply, aRun } from './test-data';

beforeAll(loadEnglishTexts);

const run = aRun;

describe('the deliveries page: a run’s driver', () => {
  it('picks a staff driver from the list, or types an outside driver’s name', async () => {
    let current = run();
    const calls = fakeApi((call) => {
      if (call.path === '/staff/drivers')
        return [
          200,
          {
            success: true,
            data: {
              drivers: [
                { id: 5, name: 'Denis Driver' },
                { id: 9, name: 'Zoé Route' },
              ],
            },
          },
        ];
      if (call.method === 'PUT' && call.path === '/deliveries/runs/3') {
        const body = call.body as { driver_user_id: number | null; driver_name: string | null };
        current = run({
          driver_user_id: body.driver_user_id,
          driver_name: body.driver_name ?? (body.driver_user_id === 5 ? 'Denis Driver' : null),
        });
        return [200, { success: true, message: 'Run saved', data: { run: current } }];
      }
      if (call.path.startsWith('/deliveries?')) return [200, aDayReply([current])];
      return [404, { success: false, message: 'Not found' }];
    });
    renderScreen(<DeliveriesPage />, '/admin/deliveries', '/admin/deliveries?date=2026-12-08');

    const picker = await screen.findByRole('combobox', { name: 'Driver of Laval' });
    await screen.findByRole('option', { name: 'Denis Driver' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'No driver yet',
      'Denis Driver',
      'Zoé Route',
      'Someone else (type the name)',
    ]);
    await userEvent.selectOptions(picker, 'Denis Driver');
    await userEvent.click(screen.getByRole('button', { name: 'Save the driver of Laval' }));
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ driver_user_id: 5, driver_name: null });
    await screen.findByText(/Driver: Denis Driver/);
    expect(screen.getByRole('combobox', { name: 'Driver of Laval' })).toHaveValue('5');

    // An outside driver: a name typed in (required), no staff user.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Driver of Laval' }), 'other');
    await userEvent.type(screen.getByRole('textbox', { name: "Driver's name" }), 'Transport Lemieux');
    await userEvent.keyboard('{Enter}');
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      driver_user_id: null,
      driver_name: 'Transport Lemieux',
    });
    await screen.findByText(/Driver: Transport Lemieux/);
    expect(screen.getByRole('textbox', { name: "Driver's name" })).toHaveValue('Transport Lemieux');
  });
});

describe('the driver page: leaving with a run', () => {
  it('leaves once, telling the customers, and then shows since when the run is on the road', async () => {
    let current = run();
    const calls = fakeApi((call) => {
      if (call.method === 'POST' && call.path === '/deliveries/runs/3/depart') {
        current = run({ departed_at: '2026-12-08T13:14:00Z' });
        return [200, { success: true, message: 'On the road', data: { run: current } }];
      }
      if (call.path.startsWith('/deliveries?')) return [200, aDayReply([current])];
      return [404, { success: false, message: 'Not found' }];
    });
    renderScreen(<DriverPage />, '/driver', '/driver?date=2026-12-08');

    const leave = await screen.findByRole('button', { name: 'Leave with this run' });
    expect(leave).toHaveAccessibleDescription(/their order is on its way/);
    await userEvent.click(leave);
    // 13:14 UTC is 8:14 in Montreal.
    expect(await screen.findByText(/^On the road since 8:14\sa\.m\.$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave with this run' })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/deliveries/runs/3/depart']);
  });
});
