import { asTyped, writtenDate, type DeliveryRun, type Language } from '@shop/contract';
import { safeFileName, ShopPdf, type Business, type TableColumn } from '../invoices/index.js';
import { deliveryMessages } from './messages.js';

const safe = safeFileName;
/** The chosen address's window and driver notes under a stop (issue 34, item 10). */
const addressTexts = {
  en: { window: 'Window', driver: 'For the driver' },
  fr: { window: 'Plage horaire', driver: 'Pour le livreur' },
} as const;

export function runSheetFileName(run: DeliveryRun, language: Language): string {
  return safe(`${deliveryMessages[language].sheet.file}-${run.date}-${run.id}.pdf`);
}

/**
 * A run's sheet in the staff member's language: the run, its date (written out) and driver, then
 * its stops in order with the customer, address, phone and number of lines, and the order's
 * notes (as typed) under it.
 */
export function renderRunSheetPdf(run: DeliveryRun, business: Business, language: Language): Promise<Buffer> {
  const m = deliveryMessages[language].sheet;
  const day = writtenDate(run.date, language);
  const pdf = new ShopPdf(`${m.title} ${asTyped(run.name)} ${day}`, { language });
  const driver = run.driver_name ? asTyped(run.driver_name) : '—';
  const facts = [`${m.date}: ${day}`, `${m.driver}: ${driver}`, `${m.stops}: ${run.stops.length}`];
  if (!pdf.listing(business.name, `${m.title}: ${asTyped(run.name)}`, facts, m.empty, run.stops.length))
    return pdf.end();
  const columns: readonly TableColumn[] = [
    { title: m.stop, width: 28, align: 'right' },
    { title: m.order, width: 72, align: 'left' },
    { title: m.customer, width: 120, align: 'left' },
    { title: m.address, width: 170, align: 'left' },
    { title: m.phone, width: 82, align: 'left' },
    { title: m.lines, width: 40, align: 'right' },
  ];
  const row = pdf.table(columns);
  for (const stop of run.stops) {
    row([
      String(stop.position),
      stop.number,
      asTyped(stop.business_name),
      asTyped(stop.address),
      asTyped(stop.phone),
      String(stop.lines),
    ]);
    if (stop.notes) row(['', `${m.notes}:`, asTyped(stop.notes)]);
    if (stop.window) row(['', `${addressTexts[language].window}:`, stop.window]);
    if (stop.driver_notes) row(['', `${addressTexts[language].driver}:`, asTyped(stop.driver_notes)]);
  }
  return pdf.end();
}
