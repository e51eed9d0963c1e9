import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_LIMITS, type WebhookEvent, type WebhookWrite } from '@shop/contract/webhooks';
import { TextField } from '@/components/form/text-field';

/** The server's refusal of a field (`url`: refused address; `events`: an event not allowed). */
export interface FieldRefusal {
  field: string;
  message: string;
}

/**
 * A new webhook: its https address, the events it receives (those the server lets this user
 * receive) and an optional note. Checked here for the obvious; the server decides the rest.
 */
export function WebhookForm({
  events,
  busy,
  onSubmit,
}: {
  events: readonly WebhookEvent[];
  busy: boolean;
  onSubmit: (write: WebhookWrite) => Promise<FieldRefusal | undefined>;
}) {
  const { t } = useTranslation();
  const eventsId = useId();
  const urlInput = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const url = String(form.get('url') ?? '').trim();
    const chosen = form.getAll('events').map(String) as WebhookEvent[];
    const description = String(form.get('description') ?? '').trim();
    const found = {
      ...(/^https?:\/\/\S+$/i.test(url) ? {} : { url: t('webhooks.form.urlInvalid') }),
      ...(chosen.length > 0 ? {} : { events: t('webhooks.form.eventsMissing') }),
    };
    setErrors(found);
    if (found.url || found.events) return;
    void onSubmit({ url, events: chosen, description: description || null }).then((refused) => {
      if (refused?.field !== 'url' && refused?.field !== 'events') return;
      // On its field (tied by aria-describedby), and the address field takes the focus.
      setErrors({ [refused.field]: refused.message });
      if (refused.field === 'url') urlInput.current?.focus();
    });
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <TextField
        ref={urlInput}
        label={t('webhooks.form.url')}
        name="url"
        type="url"
        inputMode="url"
        required
        maxLength={WEBHOOK_LIMITS.urlMax}
        placeholder="https://"
        hint={t('webhooks.form.urlHint')}
        error={errors.url}
        autoComplete="off"
      />
      <fieldset aria-describedby={errors.events ? `${eventsId}-error` : undefined}>
        <legend className="mb-2 font-medium text-leaf-900">{t('webhooks.form.events')}</legend>
        <ul className="grid gap-1 sm:grid-cols-2">
          {events.map((name) => (
            <li key={name}>
              <label className="flex min-h-11 items-center gap-2 font-mono text-sm">
                <input type="checkbox" name="events" value={name} className="size-5" />
                {name}
              </label>
            </li>
          ))}
        </ul>
        {errors.events && (
          <p id={`${eventsId}-error`} className="mt-1 text-sm font-medium text-petal-800">
            {errors.events}
          </p>
        )}
      </fieldset>
      <TextField
        label={t('webhooks.form.description')}
        name="description"
        maxLength={WEBHOOK_LIMITS.descriptionMax}
        autoComplete="off"
      />
      <div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('webhooks.form.create')}
        </button>
      </div>
    </form>
  );
}
