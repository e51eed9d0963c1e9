import { DEFAULT_PAYMENT_CHANNEL, type CustomerDetail, type Language, type PaymentReceive } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { badRequest, conflict, conflictOnUnique, notFound } from '../../http/errors.js';
import type { Clock } from '../../lib/clock.js';
import { businessDate } from '../../lib/business-date.js';
import { presentCustomerDetail, getCustomerOrThrow } from '../customers/index.js';
import { addToBalance, findPayment, findReversalOf, insertPayment } from './repository.js';

export const paymentMessages = {
  en: {
    received: 'Payment received.',
    reversed: 'Payment reversed.',
    notFound: 'Payment not found.',
    alreadyReversed: 'This payment is already reversed.',
    futureDate: 'The payment date cannot be in the future.',
  },
  fr: {
    received: 'Paiement reçu.',
    reversed: 'Paiement annulé.',
    notFound: 'Paiement introuvable.',
    alreadyReversed: 'Ce paiement est déjà annulé.',
    futureDate: 'La date du paiement ne peut pas être dans le futur.',
  },
} satisfies Record<Language, Record<string, string>>;

/** Records a payment and lowers the balance in the same transaction. */
export async function receivePayment(
  deps: { db: Db; clock: Clock },
  staffId: number,
  input: PaymentReceive,
  language: Language,
): Promise<CustomerDetail> {
  const { db, clock } = deps;
  return db.transaction().execute(async (trx) => {
    await getCustomerOrThrow(trx, input.customer_id);
    const today = businessDate(clock.now());
    if (input.received_on && input.received_on > today)
      throw badRequest(paymentMessages[language].futureDate, 'received_on');
    await insertPayment(trx, {
      customer_id: input.customer_id,
      amount_cents: input.amount_cents,
      method: input.method,
      channel: input.channel ?? DEFAULT_PAYMENT_CHANNEL,
      reference: input.reference ?? null,
      received_on: input.received_on ?? today,
      reverses_payment_id: null,
      created_by: staffId,
      created_at: clock.now().toISOString(),
    });
    await addToBalance(trx, input.customer_id, -input.amount_cents);
    return presentCustomerDetail(await getCustomerOrThrow(trx, input.customer_id));
  });
}

/**
 * Payments are never edited: a mistake is corrected by a reversing entry of the opposite
 * amount, linked to the original (once), so that the history stays complete.
 */
export async function reversePayment(
  deps: { db: Db; clock: Clock },
  staffId: number,
  paymentId: number,
  language: Language,
): Promise<CustomerDetail> {
  const { db, clock } = deps;
  return db.transaction().execute(async (trx) => {
    const original = await findPayment(trx, paymentId);
    if (!original || original.reverses_payment_id !== null) throw notFound(paymentMessages[language].notFound);
    if (await findReversalOf(trx, original.id)) throw conflict(paymentMessages[language].alreadyReversed);
    // Two reversals at once: the unique reverses_payment_id refuses the second (409).
    await conflictOnUnique(
      () =>
        insertPayment(trx, {
          customer_id: original.customer_id,
          amount_cents: -original.amount_cents,
          method: original.method,
          // Taken back where it was taken: an in-house reversal shows in that day's cash count.
          channel: original.channel,
          reference: original.reference,
          received_on: businessDate(clock.now()),
          reverses_payment_id: original.id,
          created_by: staffId,
          created_at: clock.now().toISOString(),
        }),
      paymentMessages[language].alreadyReversed,
    );
    await addToBalance(trx, original.customer_id, original.amount_cents);
    return presentCustomerDetail(await getCustomerOrThrow(trx, original.customer_id));
  });
}
