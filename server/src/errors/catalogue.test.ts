import { describe, expect, it } from 'vitest';
import { domainErrorResponse } from '../http/domain-error-response.js';
import { catalogueParts, errorCatalogue } from './catalogue.js';
import { DomainError } from './domain-error.js';

describe('the error catalogue', () => {
  it('declares each code once, across every module', () => {
    const codes = catalogueParts.flatMap((part) => Object.keys(part));
    const twice = codes.filter((code, i) => codes.indexOf(code) !== i);
    expect(twice).toEqual([]);
    expect(Object.keys(errorCatalogue)).toHaveLength(codes.length);
  });

  it('has a message in English and in French for every code', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      for (const text of [entry.en, entry.fr]) {
        expect(typeof text === 'string' ? text : typeof text, code).toBeTruthy();
      }
      // A French text that is the English one was never translated.
      if (typeof entry.fr === 'string') expect(entry.fr, code).not.toBe(entry.en);
    }
  });

  it('renders a domain error with the status of its kind, in the language asked', () => {
    const err = new DomainError('BAD_IMAGE');
    expect(domainErrorResponse(err, 'en')).toEqual({
      status: 400,
      body: { success: false, message: 'The image could not be read.', error: 'BadImage', field: 'image' },
    });
    expect(domainErrorResponse(err, 'fr').body.message).toBe('L’image n’a pas pu être lue.');
    expect(domainErrorResponse(new DomainError('NOT_FOUND'), 'en')).toEqual({
      status: 404,
      body: { success: false, message: 'Not found', error: 'NotFound' },
    });
  });

  it('lets one throw name the field at fault', () => {
    const err = new DomainError('BAD_IMAGE', undefined, { field: 'picture' });
    expect(domainErrorResponse(err, 'en').body.field).toBe('picture');
  });
});
