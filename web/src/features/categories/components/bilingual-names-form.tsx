import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/text-field';
import { useValidationMessage } from '@/components/form/use-validation-message';
import { ApiError } from '@/lib/api-client';
import toast from '@/lib/toast';

export interface BilingualNames {
  name_en: string;
  name_fr: string;
}

/** A field's error, by the name the server gives it (`parent_id`, `hex`...). */
export type FieldErrors = Partial<Record<string, string>>;

interface Props {
  /** The names of the item edited, or null for a new one. */
  names: BilingualNames | null;
  /** Saves the names with the form's own fields; its reply's message is toasted. */
  onSave: (names: BilingualNames) => Promise<{ message?: string | undefined }>;
  saving: boolean;
  /** The toast when the save fails without a message of the server's. */
  failure: string;
  onDone: () => void;
  /** The form's own fields, after the two names, given the errors on them. */
  children: (errors: FieldErrors) => ReactNode;
}

/**
 * The form of a managed list's item (a category, a colour): its names in English and French,
 * both required, then its own fields; a server error naming a field is shown on that field.
 */
export function BilingualNamesForm({ names, onSave, saving, failure, onDone, children }: Props) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const [nameEn, setNameEn] = useState(names?.name_en ?? '');
  const [nameFr, setNameFr] = useState(names?.name_fr ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const missing: FieldErrors = {};
    if (!nameEn.trim()) missing.name_en = message('required', t('categories.nameEn'));
    if (!nameFr.trim()) missing.name_fr = message('required', t('categories.nameFr'));
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      const saved = await onSave({ name_en: nameEn.trim(), name_fr: nameFr.trim() });
      toast.success(saved.message ?? '');
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.field) setErrors({ [err.field]: err.message });
      toast.error(err instanceof ApiError ? err.message : failure);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-busy={saving}>
      <TextField
        label={t('categories.nameEn')}
        required
        lang="en"
        value={nameEn}
        onChange={(e) => setNameEn(e.target.value)}
        error={errors.name_en}
        maxLength={60}
        data-autofocus
      />
      <TextField
        label={t('categories.nameFr')}
        required
        lang="fr"
        value={nameFr}
        onChange={(e) => setNameFr(e.target.value)}
        error={errors.name_fr}
        maxLength={60}
      />
      {children(errors)}
      <div className="flex items-end gap-3 sm:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {t('categories.save')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          {t('categories.cancel')}
        </button>
      </div>
    </form>
  );
}
