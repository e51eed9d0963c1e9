import type { Language } from '@shop/contract';

/** "−8 %" / "−8 %" (French: a no-break space before the sign, as contract/typography.ts). */
export function percentText(percent: number, language: Language): string {
  const number = new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { maximumFractionDigits: 2 }).format(
    percent,
  );
  return language === 'fr' ? `−${number}\u00a0%` : `−${number}%`;
}
