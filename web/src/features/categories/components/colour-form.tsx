import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Colour } from '@shop/contract';
import { TextField } from '@/components/form/text-field';
import { useValidationMessage } from '@/components/form/use-validation-message';
import { ApiError } from '@/lib/api-client';
import toast from '@/lib/toast';
import { useSaveColour } from '../api/categories';

type Field = 'name_en' | 'name_fr' | 'hex';

/** Create or edit a colour of the list: its names in both languages and its swatch. */
export function ColourForm({ colour, onDone }: { colour: Colour | null; onDone: () => void }) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const save = useSaveColour();
  const [nameEn, setNameEn] = useState(colour?.name_en ?? '');
  const [nameFr, setNameFr] = useState(colour?.name_fr ?? '');
  const [hex, setHex] = useState(colour?.hex ?? '#cccccc');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<Field, string>> = {};
    if (!nameEn.trim()) missing.name_en = message('required', t('categories.nameEn'));
    if (!nameFr.trim()) missing.name_fr = message('required', t('categories.nameFr'));
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      const saved = await save.mutateAsync({
        id: colour?.id ?? null,
        values: { name_en: nameEn.trim(), name_fr: nameFr.trim(), hex },
      });
      toast.success(saved.message ?? '');
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.field) setErrors({ [err.field]: err.message });
      toast.error(err instanceof ApiError ? err.message : t('categories.errors.colour'));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-busy={save.isPending}>
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
      <TextField
        label={t('categories.hex')}
        type="color"
        value={hex}
        onChange={(e) => setHex(e.target.value)}
        error={errors.hex}
        className="h-11 w-24 p-1"
      />
      <div className="flex items-end gap-3 sm:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t('categories.save')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          {t('categories.cancel')}
        </button>
      </div>
    </form>
  );
}
