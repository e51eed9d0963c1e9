import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/** SPEC §5's disclaimer: the order cannot be placed until the customer ticks their agreement. */
export function DisclaimerField({ error, ...rest }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const textId = `${id}-text`;
  const errorId = `${id}-error`;
  return (
    <div className="rounded-2xl bg-petal-100/60 p-4 ring-1 ring-petal-300">
      <h2 className="font-serif text-lg text-leaf-900">{t('shop.disclaimer.title')}</h2>
      <ul id={textId} className="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-800">
        {(['inventory', 'confirmation', 'purchase', 'prices'] as const).map((k) => (
          <li key={k}>{t(`shop.disclaimer.${k}`)}</li>
        ))}
      </ul>
      <label htmlFor={id} className="mt-3 flex min-h-11 items-start gap-3 font-semibold text-leaf-900">
        <input
          {...rest}
          id={id}
          type="checkbox"
          className="mt-1 size-5 shrink-0"
          aria-invalid={error ? true : undefined}
          aria-describedby={[textId, error ? errorId : ''].filter(Boolean).join(' ')}
        />
        {t('shop.disclaimer.agree')}
      </label>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-petal-800">
          {error}
        </p>
      )}
    </div>
  );
}
