import { useTranslation } from 'react-i18next';
import { msUntilCutoff } from '@shop/contract/delivery';
import { useClosedDayRule } from '@/features/closed-days';
import { useNow } from '@/lib/use-now';

const MINUTE = 60_000;

/** While same-day delivery is still possible, the time left before the 10:00 cutoff (each minute). */
export function CutoffCountdown() {
  const { t } = useTranslation();
  const now = useNow(MINUTE);
  // No same-day delivery on a closed day (issue 38 item 3): no countdown either.
  const { closed } = useClosedDayRule();
  const left = msUntilCutoff(now, closed);
  if (left <= 0) return null;
  // Rounded up: "1 min left" until the cutoff itself, never "0 min".
  const minutes = Math.ceil(left / MINUTE);
  const hours = Math.floor(minutes / 60);
  const time =
    hours > 0
      ? t('shop.confirm.hoursMinutes', { hours, minutes: minutes % 60 })
      : t('shop.confirm.minutes', { count: minutes });
  return (
    <p className="rounded-lg bg-leaf-50 px-3 py-2 text-sm text-leaf-900" data-testid="cutoff-countdown">
      {t('shop.confirm.sameDayLeft', { time })}
    </p>
  );
}
