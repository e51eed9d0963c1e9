import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClosedDay } from '@shop/contract';
import { TextField } from '@/components/form/text-field';
import { usePageTitle } from '@/components/page-title';
import { QueryStatus } from '@/components/query-status';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDay } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { ApiError } from '@/lib/api-client';
import toast from '@/lib/toast';
import { withToasts } from '@/lib/toast-action';
import { useAddClosedDay, useClosedDays, useRemoveClosedDay, useRenameClosedDay } from './api';

/**
 * /admin/closed-days (issue 38 item 3): the days the shop delivers nothing, named in English and
 * French; the shop, the staff form, prebookings and standing orders skip them. Owner and office.
 */
export default function ClosedDaysPage() {
  const { t } = useTranslation();
  usePageTitle(t('closedDays.title'));
  const days = useClosedDays();
  return (
    <section>
      <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('closedDays.title')}</h1>
      <p className="mt-2 max-w-3xl text-gray-700">{t('closedDays.lead')}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_3fr]">
        <DayForm />
        <div>
          <h2 className="font-serif text-xl font-bold text-leaf-900">{t('closedDays.upcoming')}</h2>
          {days.data ? <DayList days={days.data} /> : <QueryStatus query={days} />}
        </div>
      </div>
    </section>
  );
}

/** Adds a day, or renames one (`editing`): the date of one saved stays. */
function DayForm({ editing, onDone }: { editing?: ClosedDay; onDone?: () => void }) {
  const { t } = useTranslation();
  const add = useAddClosedDay();
  const rename = useRenameClosedDay();
  const [values, setValues] = useState(editing ?? { date: '', name_en: '', name_fr: '' });
  // The server's word when the day already has orders for delivery: staff close it anyway or not.
  const [hasOrders, setHasOrders] = useState<string | null>(null);
  const set = (field: keyof ClosedDay) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  const pending = add.isPending || rename.isPending;

  const adding = async (confirm: boolean) => {
    try {
      const reply = await add.mutateAsync({ ...values, ...(confirm ? { confirm_orders: true } : {}) });
      toast.success(reply.message ?? '');
      setHasOrders(null);
      setValues({ date: '', name_en: '', name_fr: '' });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'CLOSED_DAY_HAS_ORDERS') setHasOrders(err.message);
      else toast.error(err instanceof ApiError ? err.message : t('closedDays.errors.save'));
    }
  };
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!editing) return adding(false);
    if (await withToasts(() => rename.mutateAsync(values), t('closedDays.errors.save'))) onDone?.();
  };

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      aria-label={editing ? t('closedDays.renameOne', { date: editing.date }) : t('closedDays.add')}
      className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-leaf-100 sm:p-5"
    >
      {!editing && (
        <>
          <h2 className="font-serif text-xl font-bold text-leaf-900">{t('closedDays.add')}</h2>
          <TextField label={t('closedDays.date')} type="date" required value={values.date} onChange={set('date')} />
        </>
      )}
      <TextField
        label={t('closedDays.nameEn')}
        required
        maxLength={80}
        value={values.name_en}
        onChange={set('name_en')}
      />
      <TextField
        label={t('closedDays.nameFr')}
        required
        maxLength={80}
        value={values.name_fr}
        onChange={set('name_fr')}
      />
      {hasOrders && (
        <div role="alert" className="space-y-3 rounded-xl bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-200">
          <p>{hasOrders}</p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className="btn btn-primary w-full sm:w-auto"
              disabled={pending}
              onClick={() => void adding(true)}
            >
              {t('closedDays.closeAnyway')}
            </button>
            <button type="button" className="btn btn-secondary w-full sm:w-auto" onClick={() => setHasOrders(null)}>
              {t('closedDays.keepOpen')}
            </button>
          </div>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={pending}>
          {editing ? t('closedDays.save') : t('closedDays.addButton')}
        </button>
        {editing && (
          <button type="button" className="btn btn-secondary w-full sm:w-auto" onClick={onDone}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

function DayList({ days }: { days: ClosedDay[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const remove = useRemoveClosedDay();
  const [editing, setEditing] = useState<string | null>(null);
  if (days.length === 0) return <p className="mt-3 text-gray-700">{t('closedDays.none')}</p>;
  return (
    <ul className="mt-3 space-y-3" data-testid="closed-days">
      {days.map((day) => (
        <li key={day.date} className="rounded-2xl bg-white p-4 ring-1 ring-leaf-100">
          {editing === day.date ? (
            <DayForm editing={day} onDone={() => setEditing(null)} />
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <p className="font-semibold text-leaf-900">{formatDay(day.date, language)}</p>
                <p className="text-gray-700" lang="en">
                  {day.name_en}
                </p>
                <p className="text-gray-700" lang="fr">
                  {day.name_fr}
                </p>
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  className="btn btn-secondary"
                  aria-label={t('closedDays.renameOne', { date: formatDay(day.date, language) })}
                  onClick={() => setEditing(day.date)}
                >
                  {t('closedDays.rename')}
                </button>
                <ConfirmDialog
                  trigger={
                    <button
                      type="button"
                      className="btn btn-secondary"
                      aria-label={t('closedDays.removeOne', { date: formatDay(day.date, language) })}
                    >
                      {t('closedDays.remove')}
                    </button>
                  }
                  title={t('closedDays.removeTitle')}
                  description={t('closedDays.removeText', { date: formatDay(day.date, language) })}
                  confirmLabel={t('closedDays.remove')}
                  onConfirm={() => void withToasts(() => remove.mutateAsync(day.date), t('closedDays.errors.remove'))}
                />
              </div>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
