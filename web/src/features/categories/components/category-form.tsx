import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@shop/contract';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useLanguage } from '@/lib/language';
import { useSaveCategory } from '../api/categories';
import { BilingualNamesForm } from './bilingual-names-form';

interface Props {
  /** The category edited, or null for a new one (under `parentId` when given). */
  category: Category | null;
  parentId: number | null;
  /** The top categories, the parents one may choose. */
  tops: readonly Category[];
  onDone: () => void;
}

/** Create or edit a category: its names in both languages, its parent (two levels at most) and its position. */
export function CategoryForm({ category, parentId, tops, onDone }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const save = useSaveCategory();
  const [parent, setParent] = useState(String(category?.parent_id ?? parentId ?? ''));
  const [position, setPosition] = useState(category ? String(category.position) : '');
  // A category with children stays at the top; one cannot be its own parent.
  const parents = tops.filter((c) => c.id !== category?.id && !c.archived);
  return (
    <BilingualNamesForm
      names={category}
      saving={save.isPending}
      failure={t('categories.errors.save')}
      onDone={onDone}
      onSave={(names) =>
        save.mutateAsync({
          id: category?.id ?? null,
          values: {
            ...names,
            parent_id: parent ? Number(parent) : null,
            ...(position ? { position: Number(position) } : {}),
          },
        })
      }
    >
      {(errors) => (
        <>
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
        </>
      )}
    </BilingualNamesForm>
  );
}
