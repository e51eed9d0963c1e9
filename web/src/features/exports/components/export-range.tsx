import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@shop/contract/constants';

export interface RangeValues {
  from: string;
  to: string;
  lang: Language;
}

/** The dates every file covers and the language of its column headers. */
export function ExportRange({
  values,
  error,
  onChange,
}: {
  values: RangeValues;
  error: string | null;
  onChange: (values: RangeValues) => void;
}) {
  const { t } = useTranslation();
  const date = (key: 'from' | 'to') => (
    <label className="text-sm">
      <span className="mb-1 block font-medium text-leaf-900">{t(`exports.range.${key}`)}</span>
      <input
        type="date"
        className="input w-full"
        required
        value={values[key]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'export-range-error' : undefined}
        onChange={(e) => onChange({ ...values, [key]: e.target.value })}
      />
    </label>
  );
  return (
    <fieldset className="rounded-2xl bg-white p-4 ring-1 ring-leaf-100 sm:p-5">
      <legend className="px-1 font-serif text-xl text-leaf-900">{t('exports.range.legend')}</legend>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
        {date('from')}
        {date('to')}
        <label className="col-span-2 text-sm sm:col-span-1">
          <span className="mb-1 block font-medium text-leaf-900">{t('exports.range.lang')}</span>
          <select
            className="input w-full"
            value={values.lang}
            onChange={(e) => onChange({ ...values, lang: e.target.value === 'fr' ? 'fr' : 'en' })}
          >
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {t(`exports.languages.${l}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="mt-3 text-sm text-gray-700">{t('exports.range.hint')}</p>
      {error && (
        <p id="export-range-error" role="alert" className="mt-2 text-sm font-semibold text-petal-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
