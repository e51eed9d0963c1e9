import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTE_MAX } from '@shop/contract/notes';
import { TextField } from '@/components/form/text-field';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useLanguage } from '@/lib/language';
import { useCan } from '@/lib/staff-access';
import { withToasts } from '@/lib/toast-action';
import { formatDateTime } from '@/lib/dates';
import { useAddNote, useDeleteNote, useNotes } from '../api/notes';

/**
 * Staff notes on a customer: shown as text (React escapes it), never as markup. Adding and
 * deleting one is for those who may write customers (customers.write); the others read them.
 */
export function NotesPanel({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  const notes = useNotes(customerId);
  const add = useAddNote(customerId);
  const remove = useDeleteNote();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(t('customers.notes.empty'));
    setError(undefined);
    if (await withToasts(() => add.mutateAsync(text.trim()), t('customers.errors.createNote'))) setText('');
  };

  const onDelete = (id: number) => withToasts(() => remove.mutateAsync(id), t('customers.errors.deleteNote'));

  return (
    <section aria-labelledby="notes-title" className="rounded-2xl bg-white p-5 ring-1 ring-leaf-100">
      <h2 id="notes-title" className="font-serif text-xl text-leaf-900">
        {t('customers.notes.title')}
      </h2>
      {can('customers.write') && (
        <form onSubmit={onSubmit} className="mt-3 space-y-3">
          <TextField
            label={t('customers.notes.new')}
            multiline
            rows={3}
            maxLength={NOTE_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={error}
          />
          <button type="submit" className="btn btn-primary min-h-9 px-4 py-1.5 text-sm" disabled={add.isPending}>
            {t('customers.notes.add')}
          </button>
        </form>
      )}
      {notes.isError && (
        <p role="alert" className="mt-3 text-petal-800">
          {notes.error.message}
        </p>
      )}
      <ul className="mt-4 divide-y divide-leaf-100">
        {notes.data?.map((note) => (
          <li key={note.id} className="py-3">
            <p className="break-words whitespace-pre-wrap text-gray-900">{note.note_text}</p>
            <div className="mt-1 flex items-center justify-between gap-2 text-xs text-gray-700">
              <span>
                {note.created_by} · {formatDateTime(note.created_at, language)}
              </span>
              {can('customers.write') && (
                <ConfirmDialog
                  trigger={
                    <button type="button" className="font-semibold text-petal-800 underline">
                      {t('customers.notes.delete')}
                    </button>
                  }
                  title={t('customers.notes.deleteTitle')}
                  description={note.note_text.slice(0, 140)}
                  confirmLabel={t('customers.notes.delete')}
                  onConfirm={() => void onDelete(note.id)}
                />
              )}
            </div>
          </li>
        ))}
        {notes.data?.length === 0 && <li className="py-3 text-gray-700">{t('customers.notes.none')}</li>}
      </ul>
    </section>
  );
}
