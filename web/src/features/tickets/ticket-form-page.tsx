import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { QueryStatus } from '@/components/query-status';
import { useRouteFormMode } from '@/lib/route-form-mode';
import { useTicket } from './api/tickets';
import { TicketForm } from './components/ticket-form';
import type { TicketFormMode } from './ticket-form-values';
import { ticketListPath } from './last-list';

/** /admin/tickets/create, /edit/{id}, /duplicate/{id} and /refund/{id}: one page, one form. */
export default function TicketFormPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const mode = useRouteFormMode<TicketFormMode>();
  const original = useTicket(id ?? 0);
  const title = t(`tickets.formTitle.${mode}`, { number: original.data?.number ?? '' });
  usePageTitle(title);
  return (
    <section>
      <nav aria-label={t('tickets.breadcrumb')} className="text-sm">
        <LangLink to={ticketListPath()} className="text-leaf-800 underline">
          {t('tickets.title')}
        </LangLink>
      </nav>
      <h1 className="mt-2 font-serif text-3xl font-bold text-leaf-900">{title}</h1>
      <p className="mb-6 text-gray-700">{t(`tickets.formLead.${mode}`)}</p>
      {id === null ? (
        <TicketForm mode="create" original={null} />
      ) : original.data ? (
        // Keyed by mode and id: going from one form to another of the same order starts afresh.
        <TicketForm key={`${mode}-${id}`} mode={mode} original={original.data} />
      ) : (
        <QueryStatus query={original} />
      )}
    </section>
  );
}
