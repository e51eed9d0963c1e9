import type { Language, OrderBulkResult } from '@shop/contract';
import type { DomainError } from '../errors/domain-error.js';
import { domainErrorResponse } from './domain-error-response.js';
import { replyText } from './reply-typography.js';

/** One id of a bulk action as a service saw it: done, or the rule it broke. */
interface Outcome {
  id: number;
  number: string | null;
  error?: DomainError;
}

/** The per-id results of a bulk action, each failure with its message in the caller's language. */
export function bulkResults(outcomes: readonly Outcome[], language: Language): OrderBulkResult[] {
  return outcomes.map(({ id, number, error }) =>
    error
      ? { id, number, ok: false, message: replyText(domainErrorResponse(error, language).body.message, language) }
      : { id, number, ok: true },
  );
}
