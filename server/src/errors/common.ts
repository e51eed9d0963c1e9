import { defineErrors } from './define.js';

/** Errors that belong to no one module. SPEC §8 keeps 'Unauthorized' as it is. */
export const commonErrors = defineErrors({
  UNAUTHORIZED: { kind: 'unauthorized', en: 'Unauthorized', fr: 'Unauthorized', error: 'Unauthorized' },
  FORBIDDEN: { kind: 'forbidden', en: 'Forbidden', fr: 'Forbidden' },
  NOT_FOUND: { kind: 'not_found', en: 'Not found', fr: 'Not found' },
  BAD_IMAGE: {
    kind: 'invalid',
    en: 'The image could not be read.',
    fr: 'L’image n’a pas pu être lue.',
    error: 'BadImage',
    field: 'image',
  },
});
