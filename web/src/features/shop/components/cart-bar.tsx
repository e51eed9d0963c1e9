import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { computeTotals } from '@shop/contract/pricing';
import { useLanguage } from '@/lib/language';
import { formatMoney } from '@/lib/money';
import type { CartLine } from '../cart/cart-storage';
import { pricedLines } from '../unit-price';

interface Props {
  lines: readonly CartLine[];
  /** False where the cart cannot be read (the server's drawing): no bar then. */
  known: boolean;
  onOpen: () => void;
}

/**
 * On phones and tablets, a bar always at the bottom of the screen: the cart's line count and
 * subtotal (they swell for a moment when they change, unless the reader asked for less motion),
 * and a button that opens the cart drawer.
 */
export function CartBar({ lines, known, onOpen }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { subtotal_cents: subtotal } = computeTotals(pricedLines(lines), 0);
  const summary = t('shop.cart.summary', { count: lines.length, subtotal: formatMoney(subtotal, language) });
  const bump = useBump(summary);
  if (!known) return null;
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-20 border-t border-leaf-100 bg-cream/95 px-3 py-2 backdrop-blur lg:hidden"
      data-testid="cart-bar"
    >
      <button type="button" className="btn btn-primary w-full justify-between" aria-haspopup="dialog" onClick={onOpen}>
        <span>{t('shop.cart.view')}</span>{' '}
        <span key={bump} className={`tabular-nums ${bump > 0 ? 'motion-safe:animate-bump' : ''}`} data-bump={bump}>
          {summary}
        </span>
      </button>
    </div>
  );
}

/** A counter that moves each time the value changes after the first render (never on arrival). */
export function useBump(value: string): number {
  const [bump, setBump] = useState(0);
  const previous = useRef(value);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    setBump((b) => b + 1);
  }, [value]);
  return bump;
}
