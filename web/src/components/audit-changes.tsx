import { useTranslation } from 'react-i18next';
import type { AuditChanges } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { formatMoney } from '@/lib/money';
import { labels, unitSize, type LabelList } from '@shop/contract/labels';
import { staffRoleLabels, type StaffRole } from '@shop/contract/staff-roles';

const LINE_FIELD = /^lines\.(\d+)\.(\w+)$/;

/**
 * The fields whose values are codes, and the lists that name them, tried in turn (a status is
 * an order's, an account's or a payment's): the trail reads "En attente → Confirmée", not
 * "pending → confirmed", in the reader's language.
 */
const CODED: Record<string, readonly LabelList[]> = {
  status: ['orderStatus', 'accountStatus', 'paymentStatus'],
  delivery_method: ['deliveryMethod'],
  delivery_zone: ['zone'],
  type: ['orderType'],
  source: ['orderSource'],
  method: ['paymentMethod'],
  channel: ['paymentChannel'],
  invoice_type: ['invoiceType'],
  payment_terms: ['paymentTerms'],
  category: ['category'],
  unit: ['unit'],
  reason: ['stockReason'],
};

/** A product's pack as the trail keeps it (decision 052): "box of 120, $96.00", "(not offered)" when off. */
type AuditedPack = { kind: string; stems: number; price_cents?: number; active?: boolean };

function useFormatValue() {
  const { t } = useTranslation();
  const language = useLanguage();
  const packText = (p: AuditedPack) =>
    `${unitSize(p.kind, p.stems, language)}, ${formatMoney(p.price_cents ?? 0, language)}${p.active === false ? ` (${t('audit.packOff')})` : ''}`;
  return (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('audit.none');
    if (typeof value === 'number' && /_cents$/.test(field)) return formatMoney(value, language);
    if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
    if (field === 'roles' && Array.isArray(value))
      return value.map((role: StaffRole) => staffRoleLabels[language][role] ?? role).join(', ');
    if (field === 'packs' && Array.isArray(value)) return value.map((p: AuditedPack) => packText(p)).join('; ');
    if (field === 'pack' && typeof value === 'object')
      return unitSize((value as AuditedPack).kind, (value as AuditedPack).stems, language);
    if (typeof value === 'object') return JSON.stringify(value);
    for (const list of CODED[field] ?? []) {
      const named = (labels[list][language] as Record<string, string>)[String(value)];
      if (named) return named;
    }
    return String(value);
  };
}

/**
 * The changed fields of one audit row, each "field: before → after". An order's line is named
 * by `lineName(productId)` when the page knows it, else by its product's number.
 */
export function AuditChangesList({
  changes,
  lineName,
}: {
  changes: AuditChanges;
  lineName?: (productId: number) => string | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormatValue();
  const entries = Object.entries(changes);
  if (entries.length === 0) return <span className="text-gray-700">{t('audit.none')}</span>;
  const label = (field: string) => {
    const line = LINE_FIELD.exec(field);
    if (line) {
      const productId = Number(line[1]);
      const name = lineName?.(productId) ?? t('audit.product', { id: productId });
      return t('audit.lineField', { name, field: t(`audit.fields.${line[2]}`, { defaultValue: line[2] }) });
    }
    return t(`audit.fields.${field}`, { defaultValue: field.replace(/_/g, ' ') });
  };
  const lineField = (field: string) => LINE_FIELD.exec(field)?.[2] ?? field;
  return (
    <ul className="space-y-0.5">
      {entries.map(([field, [before, after]]) => (
        <li key={field} className="break-words">
          <span className="font-medium text-leaf-900">{t('common.labelled', { label: label(field) })}</span>{' '}
          <span className="text-gray-700">{format(lineField(field), before)}</span>
          <span aria-hidden="true"> → </span>
          <span className="sr-only"> {t('audit.to')} </span>
          <span>{format(lineField(field), after)}</span>
        </li>
      ))}
    </ul>
  );
}
