import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadEnglishTexts, renderScreen } from '@/test/screen';
import type { DeliveryStop } from '@shop/contract';
import DeliveriesPage from './deliveries-page';
import { aDayReply, aRun, aStop } from './test-data';

beforeAll(loadEnglishTexts);

const stop = (id: number, run_id: number, position: number) =>
  aStop({ id, run_id, position, order_id: 100 + id, number: `S-${100 + id}`, business_name: `Fleuriste ${id}` });
const run = (id: number, name: string, stops: DeliveryStop[]) => aRun({ id, name, stops });

/** The browser's drag data, which jsdom lacks: one object carried from dragstart to drop. */
function dataTransfer() {
  const data = new Map<string, string>();
  return {
    setData: (type: string, value: string) => void data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    get types() {
      return [...data.keys()];
    },
    effectAllowed: 'all',
    dropEffect: 'none',
  };
}

function drag(from: HTMLElement, to: HTMLElement) {
  const carried = dataTransfer();
  fireEvent.dragStart(from, { dataTransfer: carried });
  fireEvent.dragOver(to, { dataTransfer: carried });
  fireEvent.drop(to, { dataTransfer: carried });
}

describe('the deliveries page: stops dragged with the mouse', () => {
  it('a stop dropped on another takes its place; dropped on another run’s list it goes last', async () => {
    const calls = fakeApi((call) => {
      if (call.method === 'PUT' && call.path.startsWith('/deliveries/stops/'))
        return [200, { success: true, message: 'Stop moved', data: { run: run(1, 'Laval', []) } }];
      if (call.path.startsWith('/deliveries?'))
        return [
          200,
          aDayReply([run(1, 'Laval', [stop(1, 1, 1), stop(2, 1, 2), stop(3, 1, 3)]), run(2, 'Rive-Sud', [])]),
        ];
      return [404, { success: false, message: 'Not found' }];
    });
    renderScreen(<DeliveriesPage />, '/admin/deliveries', '/admin/deliveries?date=2026-12-08');

    const laval = await screen.findByRole('list', { name: 'Stops of Laval' });
    const [first, , third] = within(laval).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    const lastMove = () => calls.filter((c) => c.method === 'PUT').at(-1);
    drag(first, third);
    await waitFor(() =>
      expect(lastMove()).toMatchObject({ path: '/deliveries/stops/1', body: { run_id: 1, position: 3 } }),
    );

    drag(third, screen.getByRole('list', { name: 'Stops of Rive-Sud' }));
    await waitFor(() =>
      expect(lastMove()).toMatchObject({ path: '/deliveries/stops/3', body: { run_id: 2, position: 1000 } }),
    );

    // Dropped where it already is: nothing is sent.
    const moves = () => calls.filter((c) => c.method === 'PUT').length;
    const sent = moves();
    drag(first, first);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(moves()).toBe(sent);
  });
});
