import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/text-field';
import { FilterTabs } from '@/components/ui/list-controls';
import { PERIOD_PRESETS, type usePeriod } from '../use-period';

/** The period of a money page: three common choices, or two days typed in. */
export function PeriodFilter({ state }: { state: ReturnType<typeof usePeriod> }) {
  const { t } = useTranslation();
  const { period, preset, choose, setEnd, today } = state;
  return (
    <fieldset className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <legend className="sr-only">{t('customerMoney.period.label')}</legend>
      <FilterTabs
        label={t('customerMoney.period.label')}
        options={PERIOD_PRESETS}
        selected={(p) => p === preset}
        onSelect={choose}
      >
        {(p) => t(`customerMoney.period.${p}`)}
      </FilterTabs>
      <div className="grid grid-cols-2 gap-3 lg:w-80">
        <TextField
          label={t('customerMoney.period.from')}
          type="date"
          value={period.from ?? ''}
          max={period.to ?? today}
          onChange={(e) => setEnd('from', e.target.value)}
        />
        <TextField
          label={t('customerMoney.period.to')}
          type="date"
          value={period.to ?? ''}
          min={period.from}
          onChange={(e) => setEnd('to', e.target.value)}
        />
      </div>
    </fieldset>
  );
}
