import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { QueryStatus } from '@/components/query-status';
import { paths, stripLang } from '@/config/paths';
import { useTicket } from './api/tickets';
import { TicketForm } from './components/ticket-form';
import type { TicketFormMode } from './ticket-form-values';

/** Which of the four routes this is, from the path (they share the page and the form). */
function modeOf(pathname: string, id: number | null): TicketFormMode {
  if (id === null) return 'create';
  const path = stripLang(pathname);
  if (path.startsWith(paths.admin.ticketDuplicate(''))) return 'duplicate';
  if (path.startsWith(paths.admin.ticketRefund(''))) return 'refund';
  return 'edit';
}

/** /admin/tickets/create, /edit/{id}, /duplicate/{id} and /refund/{id}: one page, one form. */
export default function TicketFormPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const mode = modeOf(pathname, id);
  const original = useTicket(id ?? 0);
  const title = t(`tickets.formTitle.${mode}`, { number: original.data?.number ?? '' });
  usePageTitle(title);
  return (
    <section>
      <nav aria-label={t('tickets.breadcrumb')} className="text-sm">
        <LangLink to={paths.admin.tickets} className="text-leaf-800 underline">
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
