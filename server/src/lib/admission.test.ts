import { describe, expect, it } from 'vitest';
import { createAdmission } from './admission.js';

describe('createAdmission', () => {
  it('runs at most the limit at once, the others in the order they came, and survives failures', async () => {
    const admit = createAdmission(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (i: number) =>
      admit(async () => {
        started.push(i);
        running += 1;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 5));
        running -= 1;
        if (i === 1) throw new Error('refused');
        return i;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map(task));
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    // All places are free again: two start at once.
    await Promise.all([task(6), task(7)]);
    expect(most).toBe(2);
    expect(started.slice(-2)).toEqual([6, 7]);
  });

  it('starts at most so many a turn of the event loop: the others start in the turns after', async () => {
    const admit = createAdmission(10, 2);
    const started: number[] = [];
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const tasks = [0, 1, 2, 3, 4].map((i) =>
      admit(async () => {
        started.push(i);
        await turn();
      }),
    );
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    await turn();
    expect(started).toEqual([0, 1, 2, 3]);
    await turn();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    await Promise.all(tasks);
  });
});
