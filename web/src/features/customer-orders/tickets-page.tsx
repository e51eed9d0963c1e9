import { useTranslation } from 'react-i18next';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { useAuthUser } from '@/lib/use-auth-user';
import { useListParams } from '@/lib/use-list-params';
import { useWebTickets, type TicketTab } from './api/customer-orders';
import { OrderList } from './components/order-list';

const LIMIT = 20;
const TABS: readonly TicketTab[] = ['open', 'past'];

/** /customer/tickets: the customer's web orders, open or past. */
export default function TicketsPage() {
  const { t } = useTranslation();
  usePageTitle(t('customerOrders.tickets.title'));
  const customerId = useAuthUser()?.id ?? 0;
  const { params, page, update } = useListParams();
  const type = TABS.find((tab) => tab === params.get('type')) ?? 'open';
  const query = useWebTickets(customerId, type, page, LIMIT);

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('customerOrders.tickets.title')}</h1>
        <LangLink to={paths.customer.ticketCreate} className="btn btn-primary">
          {t('customerOrders.newOrder')}
        </LangLink>
      </div>
      <div role="group" aria-label={t('customerOrders.tickets.tabs')} className="mt-6 mb-4 flex gap-2">
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            aria-pressed={type === tab}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold ${type === tab ? 'bg-leaf-800 text-white' : 'bg-white text-leaf-900 ring-1 ring-leaf-100 hover:bg-leaf-50'}`}
            onClick={() => update({ type: tab === 'open' ? null : tab })}
          >
            {t(`customerOrders.tickets.${tab}`)}
          </button>
        ))}
      </div>
      <OrderList
        query={query}
        page={page}
        limit={LIMIT}
        onPage={(p) => update({ page: String(p) })}
        label={t(`customerOrders.tickets.${type}`)}
        emptyText={t(`customerOrders.tickets.empty.${type}`)}
      />
    </section>
  );
}
