import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryOrder, DeliveryRun } from '@shop/contract';
import { usePageTitle } from '@/components/page-title';
import { DownloadLink } from '@/components/ui/download-link';
import { ListStatus } from '@/components/ui/list-status';
import { useLanguage } from '@/lib/language';
import { useLabels } from '@/lib/use-labels';
import { withToasts } from '@/lib/toast-action';
import { useDeliveryDate } from './use-delivery-date';
import { DepartedNote } from './departed-note';
import { END_OF_RUN, useStopDrag } from './use-stop-drag';
import {
  runSheetUrl,
  useCreateRuns,
  useDeliveryDay,
  useDrivers,
  useMoveStop,
  usePickedUp,
  useUpdateRun,
} from './api/deliveries';

/** What a stop or an order shows: number, customer, address, phone, lines, notes. */
function OrderFacts({ order }: { order: DeliveryOrder }) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0">
      <p className="font-semibold">
        {order.number} · {order.business_name}
      </p>
      <p className="text-sm text-gray-700">{order.address}</p>
      <p className="text-sm text-gray-700">
        {order.phone} · {t('deliveries.lines', { count: order.lines })}
      </p>
      {order.notes && <p className="text-sm text-gray-700">{order.notes}</p>}
    </div>
  );
}

/**
 * A run's driver (issue 14): one of the staff drivers, or someone else by name (an outside
 * driver), or none. The picker lists the active staff users with the driver role.
 */
function DriverForm({ run }: { run: DeliveryRun }) {
  const { t } = useTranslation();
  const drivers = useDrivers();
  const update = useUpdateRun();
  const id = useId();
  const initial = run.driver_user_id !== null ? String(run.driver_user_id) : run.driver_name ? 'other' : '';
  const [choice, setChoice] = useState(initial);
  const [name, setName] = useState(run.driver_user_id === null ? (run.driver_name ?? '') : '');
  const list = drivers.data ?? [];
  // A driver who left the list (deactivated, role removed) still shows as the run's driver.
  const options =
    run.driver_user_id !== null && !list.some((d) => d.id === run.driver_user_id)
      ? [...list, { id: run.driver_user_id, name: run.driver_name ?? `#${run.driver_user_id}` }]
      : list;
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    const body =
      choice === 'other'
        ? { driver_user_id: null, driver_name: name.trim() }
        : choice === ''
          ? { driver_user_id: null, driver_name: null }
          : { driver_user_id: Number(choice), driver_name: null };
    await withToasts(() => update.mutateAsync({ id: run.id, ...body }), t('deliveries.errors.save'));
  };
  return (
    <form className="mt-2 flex flex-wrap items-end gap-2" onSubmit={(e) => void save(e)}>
      <label className="flex min-w-0 flex-col text-sm font-semibold text-leaf-900" htmlFor={`${id}-driver`}>
        {t('deliveries.driverForm.label', { run: run.name })}
        <select
          id={`${id}-driver`}
          className="input mt-1 min-h-10"
          value={choice}
          aria-describedby={drivers.data && list.length === 0 ? `${id}-none` : undefined}
          onChange={(e) => setChoice(e.target.value)}
        >
          <option value="">{t('deliveries.driverForm.none')}</option>
          {options.map((d) => (
            <option key={d.id} value={String(d.id)}>
              {d.name}
            </option>
          ))}
          <option value="other">{t('deliveries.driverForm.other')}</option>
        </select>
      </label>
      {choice === 'other' && (
        <label className="flex min-w-0 flex-col text-sm font-semibold text-leaf-900">
          {t('deliveries.driverForm.name')}
          <input
            className="input mt-1 min-h-10"
            required
            maxLength={100}
            autoComplete="off"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
      )}
      <button
        type="submit"
        className="btn btn-secondary min-h-10 px-3 text-sm"
        disabled={update.isPending}
        aria-label={t('deliveries.driverForm.saveOf', { run: run.name })}
      >
        {t('deliveries.driverForm.save')}
      </button>
      {drivers.data && list.length === 0 && (
        <p id={`${id}-none`} className="w-full text-sm text-gray-700">
          {t('deliveries.driverForm.noDrivers')}
        </p>
      )}
    </form>
  );
}

function RunCard({ run, runs, announce }: { run: DeliveryRun; runs: DeliveryRun[]; announce: (text: string) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const move = useMoveStop();
  const moveTo = async (id: number, runId: number, position: number) => {
    const reply = await withToasts(
      () => move.mutateAsync({ id, run_id: runId, position }),
      t('deliveries.errors.save'),
    );
    if (reply?.message) announce(reply.message);
  };
  const drag = useStopDrag((stopId, position) => {
    const same = run.stops.find((s) => s.id === stopId);
    // Dropped where it already is, or at the end of its own run when it is already last.
    if (same && (same.position === position || (position === END_OF_RUN && same === run.stops.at(-1)))) return;
    void moveTo(stopId, run.id, position);
  });
  return (
    <article className="rounded-lg bg-white p-4 ring-1 ring-leaf-100" aria-labelledby={`run-${run.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`run-${run.id}`} className="font-serif text-xl font-bold text-leaf-900">
          {run.name}
        </h2>
        <DownloadLink href={runSheetUrl(run.id, language)}>{t('deliveries.sheet')}</DownloadLink>
      </div>
      <p className="text-sm text-gray-700">
        {t('common.labelled', { label: t('deliveries.driver') })} {run.driver_name ?? '—'}
      </p>
      {run.departed_at && <DepartedNote at={run.departed_at} className="text-sm font-semibold text-leaf-900" />}
      <DriverForm key={`${run.driver_user_id ?? ''}:${run.driver_name ?? ''}`} run={run} />
      <ol
        className={`mt-3 min-h-12 space-y-3 rounded-lg ${drag.over === END_OF_RUN ? 'ring-2 ring-leaf-500' : ''}`}
        aria-label={t('deliveries.stopsOf', { run: run.name })}
        {...drag.dropProps(END_OF_RUN)}
      >
        {run.stops.map((stop, i) => (
          <li
            key={stop.id}
            className={`flex cursor-grab flex-wrap items-start gap-2 border-t pt-2 ${drag.over === stop.position ? 'border-t-4 border-leaf-600' : 'border-leaf-100'}`}
            data-stop={stop.order_id}
            {...drag.dragProps(stop.id)}
            {...drag.dropProps(stop.position)}
          >
            <span className="w-6 font-bold tabular-nums">{stop.position}</span>
            <OrderFacts order={stop} />
            <span className="text-sm">{t(`deliveries.status.${stop.stop_status}`)}</span>
            <div className="ml-auto flex flex-wrap gap-1">
              <button
                type="button"
                className="btn btn-secondary min-h-10 px-3 text-sm"
                disabled={i === 0 || move.isPending}
                aria-label={t('deliveries.up', { number: stop.number })}
                onClick={() => void moveTo(stop.id, run.id, stop.position - 1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="btn btn-secondary min-h-10 px-3 text-sm"
                disabled={i === run.stops.length - 1 || move.isPending}
                aria-label={t('deliveries.down', { number: stop.number })}
                onClick={() => void moveTo(stop.id, run.id, stop.position + 1)}
              >
                ↓
              </button>
              {runs.length > 1 && (
                <label className="text-sm">
                  <span className="sr-only">{t('deliveries.moveTo', { number: stop.number })}</span>
                  <select
                    className="input min-h-10"
                    value={run.id}
                    onChange={(e) => void moveTo(stop.id, Number(e.target.value), 1000)}
                  >
                    {runs.map((r) => (
                      <option key={r.id} value={r.id}>
                        {r.name}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </div>
          </li>
        ))}
      </ol>
    </article>
  );
}

/**
 * /admin/deliveries: a date's delivery orders in runs by zone (built in one action), stops
 * reordered or moved to another run by keyboard or by dragging, each run's sheet as a PDF; the pickups apart.
 */
export default function DeliveriesPage() {
  const { t } = useTranslation();
  const { label } = useLabels();
  usePageTitle(t('deliveries.title'));
  const { date, setDate } = useDeliveryDate();
  const day = useDeliveryDay(date);
  const create = useCreateRuns();
  const pickedUp = usePickedUp();
  const [announcement, setAnnouncement] = useState('');
  const data = day.data;

  return (
    <section>
      <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('deliveries.title')}</h1>
      <p className="mt-1 max-w-2xl text-gray-700">{t('deliveries.lead')}</p>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div className="mt-6 grid grid-cols-1 items-end gap-3 sm:flex sm:flex-wrap">
        <label className="flex min-w-0 flex-col text-sm font-semibold text-leaf-900 sm:w-48">
          {t('deliveries.date')}
          <input type="date" className="input mt-1" value={date} required onChange={(e) => setDate(e.target.value)} />
        </label>
        <button
          type="button"
          className="btn btn-primary min-h-10 px-4 py-2 text-sm"
          disabled={!data || data.unassigned.length === 0 || create.isPending}
          onClick={() => void withToasts(() => create.mutateAsync(date), t('deliveries.errors.save'))}
        >
          {t('deliveries.create', { count: data?.unassigned.length ?? 0 })}
        </button>
      </div>
      <ListStatus
        query={day}
        isEmpty={
          data !== undefined && data.runs.length === 0 && data.unassigned.length === 0 && data.pickups.length === 0
        }
        emptyText={t('deliveries.empty')}
      />
      {data && (
        <div className="mt-6 space-y-6">
          {data.unassigned.length > 0 && (
            <section aria-labelledby="unassigned">
              <h2 id="unassigned" className="font-serif text-xl font-bold text-leaf-900">
                {t('deliveries.unassigned')}
              </h2>
              <ul className="mt-2 space-y-2">
                {data.unassigned.map((o) => (
                  <li key={o.order_id} className="rounded bg-white p-2 ring-1 ring-leaf-100">
                    <OrderFacts order={o} />
                    <span className="text-sm">{o.delivery_zone ? label('zone', o.delivery_zone) : ''}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {data.runs.map((run) => (
              <RunCard key={run.id} run={run} runs={data.runs} announce={setAnnouncement} />
            ))}
          </div>
          <section aria-labelledby="pickups">
            <h2 id="pickups" className="font-serif text-xl font-bold text-leaf-900">
              {t('deliveries.pickups')}
            </h2>
            {data.pickups.length === 0 ? (
              <p className="text-sm text-gray-700">{t('deliveries.noPickups')}</p>
            ) : (
              <ul className="mt-2 space-y-2">
                {data.pickups.map((o) => (
                  <li
                    key={o.order_id}
                    className="flex flex-wrap items-start gap-2 rounded bg-white p-2 ring-1 ring-leaf-100"
                  >
                    <OrderFacts order={o} />
                    <button
                      type="button"
                      className="btn btn-secondary ml-auto min-h-10 px-3 text-sm"
                      disabled={pickedUp.isPending}
                      onClick={() =>
                        void withToasts(() => pickedUp.mutateAsync(o.order_id), t('deliveries.errors.save'))
                      }
                    >
                      {t('deliveries.pickedUp', { number: o.number })}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </section>
  );
}
