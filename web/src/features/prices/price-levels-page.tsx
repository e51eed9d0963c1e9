import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceLevel } from '@shop/contract';
import { TextField } from '@/components/form/text-field';
import { usePageTitle } from '@/components/page-title';
import { QueryStatus } from '@/components/query-status';
import { useLanguage } from '@/lib/language';
import { withToasts } from '@/lib/toast-action';
import { usePriceLevels, useSavePriceLevel } from './api';
import { percentText } from './percent';

/**
 * /admin/price-levels (issue 38 item 4, owner and office): the price levels customers are given
 * (Wholesale, Volume −8 %, Event −12 %), a percentage off the list price of every pack. A level
 * is set on the customer's page; the lowest of list, offer, contract, break and level applies.
 */
export default function PriceLevelsPage() {
  const { t } = useTranslation();
  usePageTitle(t('prices.levels.title'));
  const levels = usePriceLevels();
  return (
    <section>
      <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('prices.levels.title')}</h1>
      <p className="mt-2 max-w-3xl text-gray-700">{t('prices.levels.lead')}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_3fr]">
        <LevelForm />
        <div>
          <h2 className="font-serif text-xl font-bold text-leaf-900">{t('prices.levels.list')}</h2>
          {levels.data ? <LevelList levels={levels.data} /> : <QueryStatus query={levels} />}
        </div>
      </div>
    </section>
  );
}

const EMPTY = { name_en: '', name_fr: '', percent: '' };

/** Adds a level, or changes one (`editing`). */
function LevelForm({ editing, onDone }: { editing?: PriceLevel; onDone?: () => void }) {
  const { t } = useTranslation();
  const save = useSavePriceLevel();
  const [values, setValues] = useState(
    editing ? { name_en: editing.name_en, name_fr: editing.name_fr, percent: String(editing.percent_off) } : EMPTY,
  );
  const [error, setError] = useState<string | undefined>();
  const set = (field: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const percent = Number(values.percent.replace(',', '.'));
    if (values.percent.trim() === '' || !Number.isFinite(percent) || percent < 0 || percent > 90)
      return setError(t('prices.levels.percentInvalid'));
    setError(undefined);
    const body = { name_en: values.name_en, name_fr: values.name_fr, percent_off: percent };
    const done = await withToasts(
      () => save.mutateAsync(editing ? { ...body, id: editing.id } : body),
      t('prices.errors.save'),
    );
    if (!done) return;
    if (editing) onDone?.();
    else setValues(EMPTY);
  };

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      aria-label={editing ? t('prices.levels.editOne', { name: editing.name_en }) : t('prices.levels.add')}
      className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-leaf-100 sm:p-5"
    >
      {!editing && <h2 className="font-serif text-xl font-bold text-leaf-900">{t('prices.levels.add')}</h2>}
      <TextField
        label={t('prices.levels.nameEn')}
        required
        maxLength={80}
        value={values.name_en}
        onChange={set('name_en')}
      />
      <TextField
        label={t('prices.levels.nameFr')}
        required
        maxLength={80}
        value={values.name_fr}
        onChange={set('name_fr')}
      />
      <TextField
        label={t('prices.levels.percent')}
        hint={t('prices.levels.percentHint')}
        required
        inputMode="decimal"
        value={values.percent}
        onChange={set('percent')}
        error={error}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={save.isPending}>
          {editing ? t('prices.levels.save') : t('prices.levels.addButton')}
        </button>
        {editing && (
          <button type="button" className="btn btn-secondary w-full sm:w-auto" onClick={onDone}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

function LevelList({ levels }: { levels: PriceLevel[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [editing, setEditing] = useState<number | null>(null);
  if (levels.length === 0) return <p className="mt-3 text-gray-700">{t('prices.levels.none')}</p>;
  return (
    <ul className="mt-3 space-y-3" data-testid="price-levels">
      {levels.map((level) => (
        <li key={level.id} className="rounded-2xl bg-white p-4 ring-1 ring-leaf-100">
          {editing === level.id ? (
            <LevelForm editing={level} onDone={() => setEditing(null)} />
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <p className="font-semibold text-leaf-900">
                  {language === 'fr' ? level.name_fr : level.name_en} · {percentText(level.percent_off, language)}
                </p>
                <p className="text-sm text-gray-700">{t('prices.levels.customers', { count: level.customers })}</p>
              </div>
              <button
                type="button"
                className="btn btn-secondary"
                aria-label={t('prices.levels.editOne', { name: language === 'fr' ? level.name_fr : level.name_en })}
                onClick={() => setEditing(level.id)}
              >
                {t('prices.levels.edit')}
              </button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
