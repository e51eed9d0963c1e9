import { isUniqueViolation } from '../db/errors.js';
import type { DomainError } from './domain-error.js';

/** Runs a write; a unique-index violation (a concurrent duplicate) becomes the given error. */
export async function failOnUnique<T>(work: () => Promise<T>, error: () => DomainError): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw error();
    throw err;
  }
}
