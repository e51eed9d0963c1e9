import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryRun, DeliveryStop } from '@shop/contract';
import { usePageTitle } from '@/components/page-title';
import { ListStatus } from '@/components/ui/list-status';
import { formatTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { withToasts } from '@/lib/toast-action';
import { useDeliveryDate } from './use-delivery-date';
import { useDepartRun, useDeliveryDay } from './api/deliveries';
import { DepartedNote } from './departed-note';
import { DoorPaymentForm, StopContents } from './door-payment';
import { DriverHeader } from './driver-header';
import type { PendingOutcome, StopOutcome } from './pending-outcomes';
import { PhotoProof } from './photo-proof';
import { SignaturePad } from './signature-pad';
import { useStopOutcomes } from './use-stop-outcomes';

const mapUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

interface StopCardProps {
  stop: DeliveryStop;
  /** Sends an outcome, or keeps it on the phone when there is no connection (true when done). */
  record: (outcome: StopOutcome) => Promise<boolean>;
  /** What was recorded at this stop and waits on the phone to be sent, if anything. */
  kept: PendingOutcome | undefined;
}

/**
 * One stop: call, map, then delivered (name, and a signature or a photo) or not delivered
 * (reason). Recorded without a connection, it says so until the phone has sent it.
 */
function StopCard({ stop, record, kept }: StopCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const submit = async (outcome: StopOutcome) => {
    setBusy(true);
    try {
      await record(outcome);
    } finally {
      setBusy(false);
    }
  };
  const [recipient, setRecipient] = useState('');
  const [signature, setSignature] = useState('');
  const [photo, setPhoto] = useState('');
  const [reason, setReason] = useState('');
  const done = stop.stop_status === 'delivered';
  return (
    <li className="rounded-lg bg-white p-3 ring-1 ring-leaf-100" data-stop={stop.order_id}>
      <h2 className="font-semibold">
        {stop.position}. {stop.business_name} · {stop.number}
      </h2>
      <p className="text-sm">{stop.address}</p>
      {/* The order's delivery address's window and notes for the driver (issue 34, item 10). */}
      {stop.window && (
        <p className="text-sm font-semibold">{t('deliveries.driverPage.window', { window: stop.window })}</p>
      )}
      {stop.driver_notes && (
        <p className="mt-1 rounded bg-leaf-50 p-2 text-sm">
          <span className="font-semibold">{t('deliveries.driverPage.driverNotes')}</span> {stop.driver_notes}
        </p>
      )}
      <p className="text-sm font-semibold">{t(`deliveries.status.${stop.stop_status}`)}</p>
      <StopContents stop={stop} />
      {stop.failure_reason && !done && <p className="text-sm">{stop.failure_reason}</p>}
      <div className="mt-2 flex flex-wrap gap-2">
        {stop.phone && (
          <a className="btn btn-secondary min-h-10 px-3 text-sm" href={`tel:${stop.phone.replace(/[^\d+]/g, '')}`}>
            {t('deliveries.driverPage.call', { phone: stop.phone })}
          </a>
        )}
        <a
          className="btn btn-secondary min-h-10 px-3 text-sm"
          href={mapUrl(stop.address)}
          target="_blank"
          rel="noreferrer"
        >
          {t('deliveries.driverPage.map')}
        </a>
      </div>
      {stop.balance_due_cents > 0 && <DoorPaymentForm stop={stop} />}
      {kept && !done && (
        <p role="status" className="mt-3 rounded-lg bg-yellow-50 p-2 text-sm font-semibold text-yellow-900">
          {t('deliveries.offline.keptStop', { time: formatTime(kept.at, language) })}
        </p>
      )}
      {!done && !kept && (
        <>
          <form
            className="mt-3 space-y-2"
            onSubmit={(e) => {
              e.preventDefault();
              void submit({
                kind: 'delivered',
                stopId: stop.id,
                // The time of the tap: sent later from a dead zone, the claim window still starts here.
                body: {
                  recipient_name: recipient,
                  ...(photo ? { photo } : { signature }),
                  delivered_at: new Date().toISOString(),
                },
              });
            }}
          >
            <label className="flex flex-col text-sm font-semibold">
              {t('deliveries.driverPage.recipient')}
              <input className="input mt-1" value={recipient} onChange={(e) => setRecipient(e.target.value)} />
            </label>
            {/* One proof: the photo, once taken, stands in for the signature (Remove brings the pad back). */}
            {!photo && <SignaturePad label={t('deliveries.driverPage.signature')} onChange={setSignature} />}
            <PhotoProof
              value={photo}
              onChange={(dataUrl) => {
                setPhoto(dataUrl);
                setSignature('');
              }}
            />
            <button type="submit" className="btn btn-primary min-h-10 w-full px-4" disabled={busy}>
              {t('deliveries.driverPage.delivered')}
            </button>
          </form>
          <form
            className="mt-3 space-y-2"
            onSubmit={(e) => {
              e.preventDefault();
              void submit({ kind: 'failed', stopId: stop.id, body: { reason } });
            }}
          >
            <label className="flex flex-col text-sm font-semibold">
              {t('deliveries.driverPage.reason')}
              <input className="input mt-1" value={reason} required onChange={(e) => setReason(e.target.value)} />
            </label>
            <button type="submit" className="btn btn-secondary min-h-10 w-full px-4" disabled={busy}>
              {t('deliveries.driverPage.failed')}
            </button>
          </form>
        </>
      )}
    </li>
  );
}

/** Leaving the warehouse with the run, once: its customers still waiting are told by e-mail. */
function Departure({ run }: { run: DeliveryRun }) {
  const { t } = useTranslation();
  const depart = useDepartRun();
  if (run.departed_at) return <DepartedNote at={run.departed_at} className="mt-4 font-semibold" />;
  return (
    <div className="mt-4">
      <button
        type="button"
        className="btn btn-primary min-h-10 w-full px-4"
        disabled={depart.isPending}
        aria-describedby={`depart-${run.id}`}
        onClick={() => void withToasts(() => depart.mutateAsync(run.id), t('deliveries.errors.save'))}
      >
        {t('deliveries.driverPage.depart')}
      </button>
      <p id={`depart-${run.id}`} className="mt-1 text-sm text-gray-700">
        {t('deliveries.driverPage.departHint')}
      </p>
    </div>
  );
}

/** /driver: the date's runs (today by default), stop by stop, on a phone. */
export default function DriverPage() {
  const { t } = useTranslation();
  usePageTitle(t('deliveries.driverPage.title'));
  const { date, setDate, params, update } = useDeliveryDate();
  const day = useDeliveryDay(date);
  const runs = day.data?.runs ?? [];
  const runId = Number(params.get('run')) || runs[0]?.id;
  const run = runs.find((r) => r.id === runId);
  const { pending, record, sendWaiting } = useStopOutcomes();
  return (
    <>
      <DriverHeader />
      <main className="mx-auto w-full max-w-xl p-3">
        <h1 className="font-serif text-2xl font-bold text-leaf-900">{t('deliveries.driverPage.title')}</h1>
        <div className="mt-3 grid grid-cols-1 gap-2">
          <label className="flex flex-col text-sm font-semibold">
            {t('deliveries.date')}
            <input
              type="date"
              className="input mt-1"
              value={date}
              onChange={(e) => setDate(e.target.value, { run: null })}
            />
          </label>
          {runs.length > 0 && (
            <label className="flex flex-col text-sm font-semibold">
              {t('deliveries.driverPage.run')}
              <select className="input mt-1" value={runId} onChange={(e) => update({ run: e.target.value })}>
                {runs.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        <ListStatus
          query={day}
          isEmpty={day.data !== undefined && runs.length === 0}
          emptyText={t('deliveries.driverPage.empty')}
        />
        {pending.length > 0 && (
          <div
            role="status"
            className="mt-3 flex flex-wrap items-center gap-2 rounded-lg bg-yellow-50 p-3 text-yellow-900"
          >
            <p className="font-semibold">{t('deliveries.offline.waiting', { count: pending.length })}</p>
            <button
              type="button"
              className="btn btn-secondary min-h-10 px-3 text-sm"
              onClick={() => void sendWaiting()}
            >
              {t('deliveries.offline.sendNow')}
            </button>
          </div>
        )}
        {run && <Departure run={run} />}
        {run && (
          <ol className="mt-4 space-y-3">
            {run.stops.map((stop) => (
              <StopCard
                key={stop.id}
                stop={stop}
                record={record}
                kept={pending.find((p) => p.outcome.stopId === stop.id)}
              />
            ))}
          </ol>
        )}
      </main>
    </>
  );
}
