import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import toast from '@/lib/toast';

/**
 * A token or a webhook's secret just made, shown this once: selectable, with a copy button and a
 * plain warning that it will not be shown again. Its heading takes the focus, so a screen reader
 * reads it first. `texts` is where its words are: `apiTokens.created` or `webhooks.created`.
 */
export function NewToken({
  name,
  token,
  onDone,
  texts = 'apiTokens.created',
}: {
  name: string;
  token: string;
  onDone: () => void;
  texts?: 'apiTokens.created' | 'webhooks.created';
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const fieldId = useId();
  useEffect(() => heading.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      toast.success(t(`${texts}.copied`));
    } catch {
      toast.error(t(`${texts}.copyFailed`));
    }
  };
  return (
    <section className="space-y-3 rounded-2xl bg-leaf-50 p-5 ring-1 ring-leaf-200" aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`} ref={heading} tabIndex={-1} className="font-serif text-xl text-leaf-900">
        {t(`${texts}.title`, { name })}
      </h2>
      <p className="font-semibold text-petal-800">{t(`${texts}.once`)}</p>
      <label htmlFor={fieldId} className="block font-medium text-leaf-900">
        {t(`${texts}.token`)}
      </label>
      <input
        id={fieldId}
        readOnly
        value={token}
        className="input w-full font-mono text-sm"
        onFocus={(event) => event.currentTarget.select()}
        data-testid="new-api-token"
      />
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" onClick={() => void copy()}>
          {t(`${texts}.copy`)}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          {t(`${texts}.done`)}
        </button>
      </div>
    </section>
  );
}
