import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Colour } from '@shop/contract';
import { TextField } from '@/components/form/text-field';
import { useSaveColour } from '../api/categories';
import { BilingualNamesForm } from './bilingual-names-form';

/** Create or edit a colour of the list: its names in both languages and its swatch. */
export function ColourForm({ colour, onDone }: { colour: Colour | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveColour();
  const [hex, setHex] = useState(colour?.hex ?? '#cccccc');
  return (
    <BilingualNamesForm
      names={colour}
      saving={save.isPending}
      failure={t('categories.errors.colour')}
      onDone={onDone}
      onSave={(names) => save.mutateAsync({ id: colour?.id ?? null, values: { ...names, hex } })}
    >
      {(errors) => (
        <TextField
          label={t('categories.hex')}
          type="color"
          value={hex}
          onChange={(e) => setHex(e.target.value)}
          error={errors.hex}
          className="h-11 w-24 p-1"
        />
      )}
    </BilingualNamesForm>
  );
}
