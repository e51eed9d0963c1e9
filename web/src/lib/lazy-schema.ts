import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { loadOnce } from './load-once';
import { whenInteracted } from './when-interacted';

/**
 * A form's schema, loaded (with zod) when the form first validates rather than with the page, so
 * that a public page does not carry zod before the reader types (issue 19's JavaScript budgets).
 * `prefetch` starts the load at the reader's first touch, key or focus on the page, so that the
 * first submit does not wait (not at idle: zod's evaluation is about 190 ms on a phone's CPU). A
 * form filled by the browser's autofill alone loads it at the submit.
 * The contract's schemas bring zod as the contract sets it up (@shop/contract/zod).
 */
export interface LazySchema<T> {
  get(): Promise<T>;
  /** Answers a function that stops waiting (an effect's cleanup). */
  prefetch(): () => void;
}

export function lazySchema<T>(load: () => Promise<T>): LazySchema<T> {
  const get = loadOnce(load);
  return {
    get,
    prefetch: () => whenInteracted(() => void get().catch(() => undefined)),
  };
}

/** react-hook-form's zod resolver over a lazy schema: both load at the first validation. */
export function lazyZodResolver<Input extends FieldValues, Output>(
  schema: LazySchema<ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  return async (values, context, options) => {
    const [{ zodResolver }, loaded] = await Promise.all([import('@hookform/resolvers/zod'), schema.get()]);
    return zodResolver(loaded)(values, context, options);
  };
}
