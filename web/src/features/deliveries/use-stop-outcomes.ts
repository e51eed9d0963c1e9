import { useCallback, useEffect, useSyncExternalStore } from 'react';
import toast from '@/lib/toast';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useMarkStale } from '@/lib/stale';
import {
  isUnreachable,
  keepOutcome,
  pendingOutcomes,
  sendOutcome,
  sendPendingOutcomes,
  subscribePendingOutcomes,
  type StopOutcome,
} from './pending-outcomes';

/** How often the waiting outcomes are tried again while the phone says it is online. */
const RETRY_MS = 30_000;

/**
 * The driver page's outcomes (delivered, not delivered): `record` sends one now, or keeps it on
 * the phone when the server cannot be reached; what waits is sent when the phone is back online,
 * every half minute, and on "Send now". Resolves true once sent or kept.
 */
export function useStopOutcomes() {
  const { t } = useTranslation();
  const markStale = useMarkStale();
  const pending = useSyncExternalStore(subscribePendingOutcomes, pendingOutcomes);
  const fallback = t('deliveries.errors.save');

  const sendWaiting = useCallback(async () => {
    if (pendingOutcomes().length === 0) return;
    const report = await sendPendingOutcomes(fallback);
    if (report.sent > 0) {
      toast.success(t('deliveries.offline.sent', { count: report.sent }));
      await markStale(['delivery']);
    }
    for (const { message } of report.refused) toast.error(message);
  }, [fallback, markStale, t]);

  useEffect(() => {
    void sendWaiting();
    const onOnline = () => void sendWaiting();
    window.addEventListener('online', onOnline);
    const timer = window.setInterval(onOnline, RETRY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }, [sendWaiting]);

  const record = useCallback(
    async (outcome: StopOutcome): Promise<boolean> => {
      try {
        const reply = await sendOutcome(outcome, fallback);
        toast.success(reply.message ?? '');
        await markStale(['delivery']);
        return true;
      } catch (err) {
        if (!isUnreachable(err)) {
          toast.error(err instanceof ApiError ? err.message : fallback);
          return false;
        }
        if (!keepOutcome(outcome)) {
          toast.error(t('deliveries.offline.full'));
          return false;
        }
        toast(t('deliveries.offline.kept'));
        return true;
      }
    },
    [fallback, markStale, t],
  );

  return { pending, record, sendWaiting };
}
