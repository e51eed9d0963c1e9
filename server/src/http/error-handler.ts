import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { formatValidationMessage } from '@shop/contract';
import { DomainError } from '../errors/domain-error.js';
import { domainErrorResponse } from './domain-error-response.js';
import { HttpError } from './errors.js';
import { requestLanguage } from './request-language.js';

/**
 * One place turns every failure into the error envelope `{success: false, message, error?}`.
 * Validation errors name the field; 5xx bodies never carry internals (they are logged).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issue = err.validation[0];
      const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
      const message = formatValidationMessage(issue?.message ?? 'invalid', requestLanguage(request), field);
      return reply.status(400).send({
        success: false,
        message: field && !message.includes(field) ? `${field}: ${message}` : message,
        error: 'ValidationError',
        field,
      });
    }
    if (err instanceof DomainError) {
      const { status, body } = domainErrorResponse(err, requestLanguage(request));
      if (err.retryAfterSeconds !== undefined) reply.header('retry-after', String(Math.ceil(err.retryAfterSeconds)));
      return reply.status(status).send(body);
    }
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({
        success: false,
        message: err.messageIn(requestLanguage(request)),
        ...(err.code ? { error: err.code } : {}),
        ...(err.field ? { field: err.field } : {}),
      });
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(status).send({ success: false, message: 'Internal Server Error' });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type) carry safe messages.
    return reply.status(status).send({ success: false, message: err.message, error: err.code });
  });
}
