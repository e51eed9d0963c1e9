import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Designer } from '@shop/contract';
import { DESIGNER_NAME_MAX, designerCreateSchema } from '@shop/contract/design-center';
import { useValidationMessage } from '@/components/form/use-validation-message';
import { ListStatus } from '@/components/ui/list-status';
import { Modal } from '@/components/ui/modal';
import { withToasts } from '@/lib/toast-action';
import { useAllDesigners, useCreateDesigner, useUpdateDesigner } from '../api/designers';

const small = 'btn min-h-9 px-3 py-1 text-sm';

/** One designer: rename, or (de)activate; Save sends only what changed. */
function DesignerRow({ designer }: { designer: Designer }) {
  const { t } = useTranslation();
  const update = useUpdateDesigner();
  const [name, setName] = useState(designer.name);
  const changed = name.trim() !== designer.name && name.trim() !== '';
  const fail = t('designCenter.errors.saveDesigner');
  return (
    <li className="flex flex-wrap items-center gap-2 py-2">
      <label className="w-full min-w-0 sm:w-auto sm:flex-1">
        <span className="sr-only">{t('designCenter.designers.nameOf', { name: designer.name })}</span>
        <input
          className="input py-1.5"
          value={name}
          maxLength={DESIGNER_NAME_MAX}
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <label className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-leaf-900">
        <input
          type="checkbox"
          className="size-4"
          checked={designer.active}
          disabled={update.isPending}
          onChange={(e) =>
            void withToasts(() => update.mutateAsync({ id: designer.id, active: e.target.checked }), fail)
          }
        />
        <span aria-hidden="true">{t('designCenter.designers.active')}</span>
        <span className="sr-only">{t('designCenter.designers.activeOf', { name: designer.name })}</span>
      </label>
      <button
        type="button"
        className={`${small} btn-secondary ml-auto sm:ml-0`}
        disabled={!changed || update.isPending}
        onClick={() => void withToasts(() => update.mutateAsync({ id: designer.id, name: name.trim() }), fail)}
      >
        {t('designCenter.designers.save')}
      </button>
    </li>
  );
}

/** The designers staff keep (name, active), in a dialog of the design center. */
export function DesignersDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const list = useAllDesigners();
  const create = useCreateDesigner();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const designers = list.data ?? [];

  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = designerCreateSchema.safeParse({ name });
    if (!parsed.success) {
      setError(message(parsed.error.issues[0]?.message, t('designCenter.designers.name')));
      return;
    }
    setError(undefined);
    const done = await withToasts(() => create.mutateAsync(parsed.data), t('designCenter.errors.saveDesigner'));
    if (done) setName('');
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('designCenter.designers.title')}>
      <p className="text-sm text-gray-700">{t('designCenter.designers.lead')}</p>
      <ul className="mt-3 divide-y divide-leaf-100">
        {designers.map((d) => (
          <DesignerRow key={`${d.id}-${d.name}`} designer={d} />
        ))}
      </ul>
      <ListStatus query={list} isEmpty={designers.length === 0} emptyText={t('designCenter.designers.empty')} />
      <form onSubmit={(e) => void add(e)} noValidate className="mt-4 flex flex-wrap items-end gap-2">
        <label className="min-w-0 flex-1 text-sm font-semibold text-leaf-900">
          {t('designCenter.designers.addLabel')}
          <input
            className="input mt-1"
            value={name}
            maxLength={DESIGNER_NAME_MAX}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'dc-designer-error' : undefined}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {t('designCenter.designers.add')}
        </button>
        {error && (
          <p id="dc-designer-error" className="w-full text-sm font-medium text-petal-800">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
