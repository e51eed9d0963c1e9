import { defineErrors } from './define.js';

/** Errors that belong to no one module. */
export const commonErrors = defineErrors({
  NOT_FOUND: { kind: 'not_found', en: 'Not found', fr: 'Introuvable' },
  BAD_IMAGE: {
    kind: 'invalid',
    en: 'The image could not be read.',
    fr: 'L’image n’a pas pu être lue.',
    error: 'BadImage',
    field: 'image',
  },
});
