import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PurchaseOrder } from '@shop/contract';
import { TextField } from '@/components/form/text-field';
import { LangLink } from '@/components/lang-link';
import { usePageTitle } from '@/components/page-title';
import { QueryStatus } from '@/components/query-status';
import { paths, withLang } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import toast from '@/lib/toast';
import { usePurchaseOrder, usePurchaseOrderStep } from './api/purchase-orders';

interface Counted {
  units: string;
  damaged: string;
  reason: string;
}

/** The receiving form of one order: a card per line with big fields, for a tablet in the cooler. */
function ReceiveForm({ order }: { order: PurchaseOrder }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const step = usePurchaseOrderStep(order.id);
  const [counted, setCounted] = useState<Record<number, Counted>>(() =>
    Object.fromEntries(order.lines.map((l) => [l.id, { units: String(l.open_units), damaged: '0', reason: '' }])),
  );
  const [error, setError] = useState<string | undefined>();
  const set = (id: number, patch: Partial<Counted>) =>
    setCounted((current) => ({ ...current, [id]: { ...current[id]!, ...patch } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const lines = order.lines
      .map((l) => ({ line: l, c: counted[l.id]! }))
      .filter(({ c }) => Number(c.units) > 0)
      .map(({ line, c }) => ({
        line_id: line.id,
        units: Number(c.units),
        damaged_units: Number(c.damaged || 0),
        ...(c.reason.trim() ? { reason: c.reason.trim() } : {}),
      }));
    if (lines.length === 0 || lines.some((l) => !Number.isInteger(l.units) || !Number.isInteger(l.damaged_units)))
      return setError(t('purchasing.receive.nothing'));
    setError(undefined);
    try {
      const reply = await step.mutateAsync({ step: 'receive', body: { lines } });
      toast.success(reply.message ?? '');
      await navigate(withLang(language, paths.admin.purchaseOrderView(order.id)));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('purchasing.errors.save'));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-6 space-y-4">
      <ul className="grid gap-4 lg:grid-cols-2" aria-label={t('purchasing.orders.lines')}>
        {order.lines.map((l) => {
          const name = language === 'fr' ? l.name_fr : l.name_en;
          const c = counted[l.id]!;
          const over = Number(c.units) > l.open_units;
          return (
            <li key={l.id} className="rounded-2xl bg-white p-4 ring-1 ring-leaf-100">
              <p className="text-lg font-semibold text-leaf-900">{name}</p>
              <p className="text-sm text-gray-700">
                {t('purchasing.receive.expected', {
                  sku: l.sku,
                  open: l.open_units,
                  boxes: l.boxes,
                  perBox: l.units_per_box,
                })}
              </p>
              <div className="mt-3 grid grid-cols-2 gap-3">
                <TextField
                  label={t('purchasing.receive.units')}
                  aria-description={name}
                  inputMode="numeric"
                  className="min-h-12 text-lg"
                  value={c.units}
                  onChange={(e) => set(l.id, { units: e.target.value })}
                />
                <TextField
                  label={t('purchasing.receive.damaged')}
                  aria-description={name}
                  inputMode="numeric"
                  className="min-h-12 text-lg"
                  value={c.damaged}
                  onChange={(e) => set(l.id, { damaged: e.target.value })}
                />
              </div>
              {over && (
                <TextField
                  label={t('purchasing.receive.reason')}
                  aria-description={name}
                  hint={t('purchasing.receive.reasonHint')}
                  required
                  value={c.reason}
                  onChange={(e) => set(l.id, { reason: e.target.value })}
                />
              )}
            </li>
          );
        })}
      </ul>
      {error && (
        <p role="alert" className="text-petal-800">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary min-h-12 w-full text-lg sm:w-auto" disabled={step.isPending}>
        {t('purchasing.receive.submit')}
      </button>
    </form>
  );
}

/** /admin/purchase-orders/{id}/receive: what came, line by line; it enters stock at the line's cost. */
export default function PurchaseOrderReceivePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const query = usePurchaseOrder(id);
  const title = t('purchasing.receive.title', { number: query.data?.number ?? '' });
  usePageTitle(title);
  return (
    <section>
      <nav aria-label={t('purchasing.breadcrumb')} className="text-sm">
        <LangLink to={paths.admin.purchaseOrderView(id)} className="text-leaf-800 underline">
          {query.data?.number ?? t('purchasing.orders.title')}
        </LangLink>
      </nav>
      <h1 className="mt-2 font-serif text-3xl font-bold text-leaf-900">{title}</h1>
      <p className="mt-2 text-gray-700">{t('purchasing.receive.lead')}</p>
      {query.data ? <ReceiveForm key={query.data.updated_at} order={query.data} /> : <QueryStatus query={query} />}
    </section>
  );
}
