import { describe, expect, it } from 'vitest';
import { createReadQueue, ReadersBusy } from './read-queue.js';

/** A task that runs until released, counting how many run at once. */
function tasks() {
  const state = { running: 0, most: 0, releases: [] as (() => void)[] };
  const task = () =>
    new Promise<void>((resolve) => {
      state.running += 1;
      state.most = Math.max(state.most, state.running);
      state.releases.push(() => {
        state.running -= 1;
        resolve();
      });
    });
  return { state, task };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createReadQueue', () => {
  it('runs at most `readers` tasks at once; the others wait their turn, in order', async () => {
    const queue = createReadQueue(2, 5_000);
    const { state, task } = tasks();
    const runs = Array.from({ length: 5 }, () => queue.run(task));
    await tick();
    expect(state.running).toBe(2);
    while (state.releases.length > 0) {
      state.releases.shift()!();
      await tick();
      await tick();
    }
    await Promise.all(runs);
    expect(state.most).toBe(2);
  });

  it('answers busy, with a time to try again, to a task that waited too long', async () => {
    const queue = createReadQueue(1, 20);
    const { state, task } = tasks();
    const first = queue.run(task);
    const late = queue.run(task);
    await expect(late).rejects.toBeInstanceOf(ReadersBusy);
    await expect(late).rejects.toMatchObject({ retryAfterSeconds: 1 });
    state.releases.shift()!();
    await first;
    // The slot given up by the late task is free again.
    const next = queue.run(task);
    await tick();
    state.releases.shift()!();
    await next;
    expect(state.most).toBe(1);
  });
});
