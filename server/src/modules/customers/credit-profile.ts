import { defaultPaymentTerms, type PaymentTerms } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { DomainError } from '../../errors/domain-error.js';
import { findCreditProfile } from './repository.js';

export interface CreditProfile {
  balance_cents: number;
  credit_limit_cents: number | null;
  /** The customer's terms, or the default of their invoice type. */
  terms: PaymentTerms;
}

export async function creditProfileOf(db: Db, customerId: number): Promise<CreditProfile> {
  const row = await findCreditProfile(db, customerId);
  if (!row) throw new DomainError('CUSTOMER_NOT_FOUND');
  return {
    balance_cents: Number(row.balance_cents),
    credit_limit_cents: row.credit_limit_cents === null ? null : Number(row.credit_limit_cents),
    terms: row.payment_terms ?? defaultPaymentTerms(row.invoice_type),
  };
}
