import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { API_TOKEN_LIMITS, type ApiTokenWrite } from '@shop/contract/api-tokens';
import { TextField } from '@/components/form/text-field';

/** The scopes grouped by area, in the server's order: `orders` → [orders:read, orders:write]. */
function byArea(scopes: readonly string[]): [string, string[]][] {
  const areas = new Map<string, string[]>();
  for (const scope of scopes) {
    const area = scope.split(':')[0]!;
    areas.set(area, [...(areas.get(area) ?? []), scope]);
  }
  return [...areas];
}

/**
 * A new token: its name, its scopes (only those the server lets this user give, as checkboxes
 * grouped by area) and an optional last day. Checked here for the obvious; the server decides.
 */
export function TokenForm({
  grantable,
  busy,
  onSubmit,
}: {
  grantable: readonly string[];
  busy: boolean;
  onSubmit: (write: ApiTokenWrite) => void;
}) {
  const { t } = useTranslation();
  const scopesId = useId();
  const [errors, setErrors] = useState<{ name?: string; scopes?: string }>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    const scopes = form.getAll('scopes').map(String);
    const expires = String(form.get('expires_on') ?? '');
    const found = {
      ...(name ? {} : { name: t('apiTokens.form.nameMissing') }),
      ...(scopes.length > 0 ? {} : { scopes: t('apiTokens.form.scopesMissing') }),
    };
    setErrors(found);
    if (found.name || found.scopes) return;
    onSubmit({ name, scopes, expires_on: expires || null });
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <TextField
        label={t('apiTokens.form.name')}
        name="name"
        required
        maxLength={API_TOKEN_LIMITS.nameMax}
        hint={t('apiTokens.form.nameHint')}
        error={errors.name}
        autoComplete="off"
      />
      <fieldset aria-describedby={`${scopesId}-hint${errors.scopes ? ` ${scopesId}-error` : ''}`}>
        <legend className="mb-1 font-medium text-leaf-900">{t('apiTokens.form.scopes')}</legend>
        <p id={`${scopesId}-hint`} className="mb-2 text-sm text-gray-700">
          {t('apiTokens.form.scopesHint')}
        </p>
        <ul className="grid gap-2 sm:grid-cols-2">
          {byArea(grantable).map(([area, scopes]) => (
            <li key={area} className="flex flex-wrap gap-x-4 gap-y-1 rounded-lg p-2 ring-1 ring-leaf-100">
              {scopes.map((scope) => (
                <label key={scope} className="flex min-h-11 items-center gap-2 font-mono text-sm">
                  <input type="checkbox" name="scopes" value={scope} className="size-5" />
                  {scope}
                </label>
              ))}
            </li>
          ))}
        </ul>
        {errors.scopes && (
          <p id={`${scopesId}-error`} className="mt-1 text-sm font-medium text-petal-800">
            {errors.scopes}
          </p>
        )}
      </fieldset>
      <TextField
        label={t('apiTokens.form.expiresOn')}
        name="expires_on"
        type="date"
        hint={t('apiTokens.form.expiresHint')}
        className="max-w-52"
      />
      <div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('apiTokens.form.create')}
        </button>
      </div>
    </form>
  );
}
