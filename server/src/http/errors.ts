import { isUniqueViolation } from '../db/errors.js';

/** An error whose message is safe to show to the caller, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const unauthorized = () => new HttpError(401, 'Unauthorized', 'Unauthorized');
export const forbidden = (message = 'Forbidden') => new HttpError(403, message, 'Forbidden');
export const notFound = (message = 'Not found') => new HttpError(404, message, 'NotFound');
export const conflict = (message: string) => new HttpError(409, message, 'Conflict');
export const badRequest = (message: string, field?: string) => new HttpError(400, message, 'ValidationError', field);

/** Runs a write; a unique-index violation (a concurrent duplicate) becomes a 409 with the message. */
export async function conflictOnUnique<T>(work: () => Promise<T>, message: string): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(message);
    throw err;
  }
}
