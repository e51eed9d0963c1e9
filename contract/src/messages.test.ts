import { describe, expect, it } from 'vitest';
import { formatValidationMessage, validationMessages } from './messages.js';

describe('French validation messages', () => {
  it('name the field first, then say what is wrong in words that agree whatever the field', () => {
    // "Adresse est requis", "Quantité ne peut pas…": French agrees with the noun and wants its article.
    expect(formatValidationMessage('required', 'fr', 'Adresse')).toBe('Adresse\u00a0: ce champ est requis.');
    expect(formatValidationMessage('required', 'fr', 'Nom')).toBe('Nom\u00a0: ce champ est requis.');
    expect(formatValidationMessage('tooLong', 'fr', 'Notes')).toBe('Notes\u00a0: ce texte est trop long.');
    expect(formatValidationMessage('invalid', 'fr', 'Date')).toBe('Date\u00a0: cette valeur n’est pas valide.');
    for (const [key, message] of Object.entries(validationMessages.fr))
      if (message.includes('{{field}}')) expect(message, key).toMatch(/^\{\{field\}\}\u00a0: [a-zà-ÿ]/);
  });

  it('say what is wrong alone when there is no field to name', () => {
    expect(formatValidationMessage('required', 'fr', '')).toBe('Ce champ est requis.');
    expect(formatValidationMessage('required', 'en', 'Address')).toBe('Address is required.');
  });
});
