import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@shop/contract';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useValidationMessage } from '@/components/form/use-validation-message';
import { ApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import toast from '@/lib/toast';
import { useSaveCategory } from '../api/categories';

interface Props {
  /** The category edited, or null for a new one (under `parentId` when given). */
  category: Category | null;
  parentId: number | null;
  /** The top categories, the parents one may choose. */
  tops: readonly Category[];
  onDone: () => void;
}

type Field = 'name_en' | 'name_fr' | 'parent_id' | 'position';

/** Create or edit a category: its names in both languages, its parent (two levels at most) and its position. */
export function CategoryForm({ category, parentId, tops, onDone }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const save = useSaveCategory();
  const message = useValidationMessage();
  const [nameEn, setNameEn] = useState(category?.name_en ?? '');
  const [nameFr, setNameFr] = useState(category?.name_fr ?? '');
  const [parent, setParent] = useState(String(category?.parent_id ?? parentId ?? ''));
  const [position, setPosition] = useState(category ? String(category.position) : '');
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
        id: category?.id ?? null,
        values: {
          name_en: nameEn.trim(),
          name_fr: nameFr.trim(),
          parent_id: parent ? Number(parent) : null,
          ...(position ? { position: Number(position) } : {}),
        },
      });
      toast.success(saved.message ?? '');
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.field) setErrors({ [err.field]: err.message });
      toast.error(err instanceof ApiError ? err.message : t('categories.errors.save'));
    }
  };

  // A category with children stays at the top; one cannot be its own parent.
  const parents = tops.filter((c) => c.id !== category?.id && !c.archived);
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
      <SelectField
        label={t('categories.parent')}
        value={parent}
        onChange={(e) => setParent(e.target.value)}
        error={errors.parent_id}
        placeholder={t('categories.noParent')}
        options={parents.map((c) => ({ value: String(c.id), label: language === 'fr' ? c.name_fr : c.name_en }))}
      />
      <TextField
        label={t('categories.position')}
        hint={t('categories.positionHint')}
        type="number"
        min={0}
        inputMode="numeric"
        value={position}
        onChange={(e) => setPosition(e.target.value)}
        error={errors.position}
      />
      <div className="flex gap-3 sm:col-span-2">
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
