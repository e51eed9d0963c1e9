import { describe, expect, it, vi } from 'vitest';
import { lazySchema } from './lazy-schema';

describe('lazySchema prefetch (at the first interaction)', () => {
  it('loads the schema at the first interaction, not before, and once', async () => {
    const load = vi.fn(async () => 'schema');
    const schema = lazySchema(load);
    const stop = schema.prefetch();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    await expect(schema.get()).resolves.toBe('schema');
    expect(load).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a focus by keyboard starts it too; once stopped, nothing does', () => {
    const focused = vi.fn(async () => 'a');
    lazySchema(focused).prefetch();
    const input = document.body.appendChild(document.createElement('input'));
    input.focus();
    expect(focused).toHaveBeenCalledTimes(1);
    input.blur();

    const stopped = vi.fn(async () => 'b');
    lazySchema(stopped).prefetch()();
    input.focus();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(stopped).not.toHaveBeenCalled();
    input.remove();
  });
});
