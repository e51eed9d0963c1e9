import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category, Colour } from '@shop/contract';
import { useCategories, useColours } from '@/api/categories';
import { usePageTitle } from '@/components/page-title';
import { QueryStatus } from '@/components/query-status';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import toast from '@/lib/toast';
import { useRemoveCategory, useSaveCategory } from './api/categories';
import { CategoryForm } from './components/category-form';
import { ColourForm } from './components/colour-form';

type Dialog =
  | { kind: 'category'; category: Category | null; parentId: number | null }
  | { kind: 'colour'; colour: Colour | null }
  | null;

/**
 * /admin/categories (issue 36): the owner and the office keep the catalogue's categories (a tree
 * two levels deep, names in both languages, a position; archived once used) and its colours.
 */
export default function CategoriesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('categories.title'));
  const categories = useCategories(true);
  const colours = useColours();
  const remove = useRemoveCategory();
  const save = useSaveCategory();
  const [dialog, setDialog] = useState<Dialog>(null);
  const name = (c: { name_en: string; name_fr: string }) => (language === 'fr' ? c.name_fr : c.name_en);
  const other = (c: { name_en: string; name_fr: string }) => (language === 'fr' ? c.name_en : c.name_fr);
  const tops = (categories.data ?? []).filter((c) => c.parent_id === null);

  const run = async (work: () => Promise<{ message?: string | undefined }>, fallback: string) => {
    try {
      toast.success((await work()).message ?? '');
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : fallback);
    }
  };

  const title =
    dialog?.kind === 'category'
      ? dialog.category
        ? t('categories.edit', { name: name(dialog.category) })
        : dialog.parentId
          ? t('categories.newChild', { name: name(tops.find((c) => c.id === dialog.parentId) ?? { name_en: '', name_fr: '' }) })
          : t('categories.new')
      : dialog?.kind === 'colour'
        ? dialog.colour
          ? t('categories.colourEdit', { name: name(dialog.colour) })
          : t('categories.colourNew')
        : '';

  return (
    <section className="max-w-4xl">
      <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('categories.title')}</h1>
      <p className="mt-2 text-gray-700">{t('categories.intro')}</p>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-serif text-2xl text-leaf-900">{t('categories.tree')}</h2>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setDialog({ kind: 'category', category: null, parentId: null })}
        >
          {t('categories.new')}
        </button>
      </div>
      <QueryStatus query={categories} />
      {categories.data?.length === 0 && <p className="mt-3 text-gray-700">{t('categories.empty')}</p>}
      <ul className="mt-3 divide-y divide-leaf-100 rounded-2xl bg-white ring-1 ring-leaf-100">
        {categories.data?.map((c) => (
          <li
            key={c.id}
            className={`flex flex-wrap items-center justify-between gap-2 px-3 py-2 ${c.parent_id === null ? '' : 'pl-8'} ${c.archived ? 'text-gray-600' : ''}`}
          >
            <div className="min-w-0">
              <span className={c.parent_id === null ? 'font-semibold text-leaf-900' : ''}>{name(c)}</span>
              <span className="ml-2 text-sm text-gray-700" lang={language === 'fr' ? 'en' : 'fr'}>
                {other(c)}
              </span>
              {c.archived && (
                <span className="ml-2 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold">{t('categories.archived')}</span>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-secondary min-h-11"
                aria-label={t('categories.edit', { name: name(c) })}
                onClick={() => setDialog({ kind: 'category', category: c, parentId: c.parent_id })}
              >
                {t('products.edit')}
              </button>
              {c.parent_id === null && !c.archived && (
                <button
                  type="button"
                  className="btn btn-secondary min-h-11"
                  aria-label={t('categories.newChild', { name: name(c) })}
                  onClick={() => setDialog({ kind: 'category', category: null, parentId: c.id })}
                >
                  +
                </button>
              )}
              {c.archived ? (
                <button
                  type="button"
                  className="btn btn-secondary min-h-11"
                  aria-label={t('categories.restoreOf', { name: name(c) })}
                  onClick={() =>
                    run(
                      () =>
                        save.mutateAsync({
                          id: c.id,
                          values: { name_en: c.name_en, name_fr: c.name_fr, parent_id: c.parent_id, archived: false },
                        }),
                      t('categories.errors.save'),
                    )
                  }
                >
                  {t('categories.restore')}
                </button>
              ) : (
                <ConfirmDialog
                  trigger={
                    <button type="button" className="btn btn-secondary min-h-11" aria-label={t('categories.archiveOf', { name: name(c) })}>
                      {t('categories.archive')}
                    </button>
                  }
                  title={t('categories.archiveOf', { name: name(c) })}
                  description={t('categories.archiveConfirm', { name: name(c) })}
                  confirmLabel={t('categories.archive')}
                  onConfirm={() => run(() => remove.mutateAsync(c.id), t('categories.errors.delete'))}
                />
              )}
            </div>
          </li>
        ))}
      </ul>

      <div className="mt-10 flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-serif text-2xl text-leaf-900">{t('categories.colours')}</h2>
        <button type="button" className="btn btn-primary" onClick={() => setDialog({ kind: 'colour', colour: null })}>
          {t('categories.colourNew')}
        </button>
      </div>
      <QueryStatus query={colours} />
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {colours.data?.map((c) => (
          <li key={c.id} className="flex items-center justify-between gap-2 rounded-xl bg-white px-3 py-2 ring-1 ring-leaf-100">
            <span className="flex min-w-0 items-center gap-2">
              <span aria-hidden="true" className="size-6 shrink-0 rounded-full ring-1 ring-gray-300" style={{ background: c.hex }} />
              <span>{name(c)}</span>
              <span className="text-sm text-gray-700" lang={language === 'fr' ? 'en' : 'fr'}>
                {other(c)}
              </span>
            </span>
            <button
              type="button"
              className="btn btn-secondary min-h-11"
              aria-label={t('categories.colourEdit', { name: name(c) })}
              onClick={() => setDialog({ kind: 'colour', colour: c })}
            >
              {t('products.edit')}
            </button>
          </li>
        ))}
      </ul>

      <Modal open={dialog !== null} onOpenChange={(open) => !open && setDialog(null)} title={title}>
        {dialog?.kind === 'category' && (
          <CategoryForm category={dialog.category} parentId={dialog.parentId} tops={tops} onDone={() => setDialog(null)} />
        )}
        {dialog?.kind === 'colour' && <ColourForm colour={dialog.colour} onDone={() => setDialog(null)} />}
      </Modal>
    </section>
  );
}
