import type { Language } from '@shop/contract';
import { formatCents } from '../../lib/money.js';
import { claimForStaffMail, claimMail, enqueueMail, type ClaimMailStep } from '../mail/index.js';
import { invoiceFor, storeInvoice, type OrderDeps } from '../orders/index.js';
import { claimParty, type ClaimRecord } from './repository.js';

type MailDeps = Pick<OrderDeps, 'db' | 'clock' | 'config' | 'files'>;

const customerLink = (deps: MailDeps, language: Language) =>
  `${deps.config.publicUrl}${language === 'fr' ? '/fr' : ''}/customer/claims`;

/** A new claim: the customer is told it is received, the support inbox that it waits. In the claim's transaction. */
export async function enqueueClaimReceived(deps: MailDeps, claim: ClaimRecord, lineCount: number): Promise<void> {
  const party = await claimParty(deps.db, claim.id);
  await enqueueMail(deps.db, deps.clock, {
    template: 'claim-received',
    language: party.language,
    to: party.email,
    mail: claimMail(party.language, deps.config.business, 'received', {
      name: party.business_owner_name,
      kind: claim.kind,
      orderNumber: claim.order_number,
      link: customerLink(deps, party.language),
    }),
  });
  await enqueueMail(deps.db, deps.clock, {
    template: 'claim-staff',
    language: 'fr',
    to: deps.config.business.email,
    replyTo: party.email,
    mail: claimForStaffMail(deps.config.business, {
      kind: claim.kind,
      businessName: party.business_name,
      orderNumber: claim.order_number,
      lineCount,
      link: `${deps.config.publicUrl}/admin/claims/${claim.id}`,
    }),
  });
}

/**
 * A decision, told to the customer in their language: approved with the credit note's PDF
 * attached when one was issued, refused with the reason, a question, or a return's RA number.
 */
export async function enqueueClaimDecision(deps: MailDeps, claim: ClaimRecord, step: ClaimMailStep): Promise<void> {
  const party = await claimParty(deps.db, claim.id);
  const invoice =
    claim.credit_order_id === null
      ? null
      : await invoiceFor(deps.db, deps.config.business, claim.credit_order_id, null);
  const credit =
    invoice && claim.credit_number && claim.credit_total_cents !== null
      ? {
          number: claim.credit_number,
          amount: formatCents(Math.abs(Number(claim.credit_total_cents)), party.language),
        }
      : null;
  await enqueueMail(deps.db, deps.clock, {
    template: `claim-${step}`,
    language: party.language,
    to: party.email,
    mail: claimMail(party.language, deps.config.business, step, {
      name: party.business_owner_name,
      kind: claim.kind,
      orderNumber: claim.order_number,
      reason: claim.decision_reason,
      raNumber: claim.ra_number,
      credit,
      link: customerLink(deps, party.language),
    }),
    attachments: invoice ? [await storeInvoice(deps.files.on(deps.db), invoice)] : [],
  });
}
