import { commonErrors } from './common.js';

/**
 * Every error a service may throw, in one catalogue: its code, kind and message in English and
 * French. Each module declares its part in its own `errors.ts`; they are put together here, and a
 * test checks that no code is declared twice.
 */
export const catalogueParts = [commonErrors] as const;

type Merge<T extends readonly unknown[]> = T extends readonly [infer H, ...infer R] ? H & Merge<R> : unknown;

export const errorCatalogue = Object.assign({}, ...catalogueParts) as Merge<typeof catalogueParts>;

export type ErrorCatalogue = typeof errorCatalogue;
export type ErrorCode = keyof ErrorCatalogue & string;
