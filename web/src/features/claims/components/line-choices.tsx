import { useTranslation } from 'react-i18next';
import type { ClaimKind, OrderLine } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { productName } from '@/lib/product-name';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { reasonsFor, type LineChoice } from '../claim-rules';

interface Props {
  kind: ClaimKind;
  lines: readonly OrderLine[];
  choices: Record<number, LineChoice>;
  onChange: (lineId: number, choice: LineChoice) => void;
  errorOf: (field: string) => string | undefined;
  disabled: boolean;
}

/** One card per order line: ticked, it asks how many are affected and why (fits a 360 px phone). */
export function LineChoices({ kind, lines, choices, onChange, errorOf, disabled }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const linesError = errorOf('lines');
  return (
    <fieldset className="space-y-3" aria-describedby={linesError ? 'claim-lines-error' : undefined}>
      <legend className="font-medium text-leaf-900">{t(`claims.form.linesLegend.${kind}`)}</legend>
      {linesError && (
        <p id="claim-lines-error" className="text-sm font-medium text-petal-800">
          {linesError}
        </p>
      )}
      <ul className="space-y-3">
        {lines.map((line) => {
          const choice = choices[line.id] ?? { selected: false, quantity: '', reason: '' };
          const name = productName(line, language);
          return (
            <li key={line.id} className="rounded-2xl bg-white p-4 ring-1 ring-leaf-100">
              <label className="flex items-start gap-3">
                <input
                  type="checkbox"
                  className="mt-1 size-5 accent-leaf-700"
                  checked={choice.selected}
                  disabled={disabled}
                  onChange={(e) =>
                    onChange(line.id, {
                      ...choice,
                      selected: e.target.checked,
                      quantity: choice.quantity || String(line.quantity),
                    })
                  }
                />
                <span>
                  <span className="font-semibold">{name}</span>
                  <span className="block text-sm text-gray-700">
                    {t('claims.form.delivered', { count: line.quantity })}
                  </span>
                </span>
              </label>
              {choice.selected && (
                <div className="mt-3 grid gap-3 sm:grid-cols-2">
                  <TextField
                    label={t('claims.form.quantity', { name })}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={line.quantity}
                    required
                    disabled={disabled}
                    value={choice.quantity}
                    error={errorOf(`lines.${line.id}.quantity`)}
                    onChange={(e) => onChange(line.id, { ...choice, quantity: e.target.value })}
                  />
                  <SelectField
                    label={t('claims.form.reason', { name })}
                    required
                    disabled={disabled}
                    value={choice.reason}
                    placeholder={t('claims.form.reasonPlaceholder')}
                    options={reasonsFor(kind).map((r) => ({ value: r, label: t(`claims.reasons.${r}`) }))}
                    error={errorOf(`lines.${line.id}.reason`)}
                    onChange={(e) => onChange(line.id, { ...choice, reason: e.target.value })}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
