import { defineErrors } from '../../errors/define.js';

export const customerErrors = defineErrors({
  CUSTOMER_NOT_FOUND: { kind: 'not_found', en: 'Customer not found.', fr: 'Client introuvable.' },
});
