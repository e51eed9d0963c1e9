/**
 * An error of the HTTP layer itself (guards, request parsing, rate limits), with its status.
 * Services throw DomainError instead (server/src/errors).
 */
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
export const badRequest = (message: string, field?: string) => new HttpError(400, message, 'ValidationError', field);
