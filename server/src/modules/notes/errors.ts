import { defineErrors } from '../../errors/define.js';

export const noteErrors = defineErrors({
  NOTE_NOT_FOUND: { kind: 'not_found', en: 'Note not found.', fr: 'Note introuvable.' },
});
