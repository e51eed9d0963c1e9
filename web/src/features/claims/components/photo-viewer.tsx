import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Claim } from '@shop/contract';
import { Modal } from '@/components/ui/modal';
import { photoUrl } from '../api/claims';

/**
 * A claim's photos as thumbnails; one opens large in a dialog where the arrow keys (or the
 * buttons) go to the previous and next. Each has a text saying what it shows and which it is.
 */
export function PhotoViewer({ claim }: { claim: Claim }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const photos = claim.photos;
  const count = photos.length;
  const isOpen = open !== null;
  const go = (step: number) => setOpen((i) => (i === null ? i : (i + step + count) % count));
  // The arrow keys browse the photos wherever the focus is in the dialog (its close button too).
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (e: KeyboardEvent) => {
      const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
      if (step) setOpen((i) => (i === null ? i : (i + step + count) % count));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isOpen, count]);
  if (count === 0) return <p className="text-gray-700">{t('claims.photos.none')}</p>;

  const alt = (index: number) =>
    t('claims.photos.alt', { role: t(`claims.photos.roles.${photos[index]!.role}`), n: index + 1, total: count });
  const current = open === null ? null : photos[open]!;

  return (
    <>
      <ul className="flex flex-wrap gap-3">
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <button
              type="button"
              className="block rounded-lg ring-1 ring-leaf-100 focus-visible:ring-2 focus-visible:ring-leaf-700"
              onClick={() => setOpen(i)}
              aria-label={t('claims.photos.open', { name: alt(i) })}
            >
              <img src={photoUrl(claim.id, photo.id, 'thumb')} alt="" className="size-20 rounded-lg object-cover" />
            </button>
          </li>
        ))}
      </ul>
      <Modal
        wide
        open={current !== null}
        onOpenChange={(o) => !o && setOpen(null)}
        title={open === null ? '' : alt(open)}
      >
        {current && (
          <div>
            <img
              src={photoUrl(claim.id, current.id, 'large')}
              alt={alt(open!)}
              className="mx-auto max-h-[65vh] w-auto rounded-lg"
            />
            {photos.length > 1 && (
              <div className="mt-4 flex justify-between gap-3">
                <button type="button" className="btn btn-secondary" onClick={() => go(-1)}>
                  {t('claims.photos.previous')}
                </button>
                <button type="button" className="btn btn-secondary" onClick={() => go(1)}>
                  {t('claims.photos.next')}
                </button>
              </div>
            )}
          </div>
        )}
      </Modal>
    </>
  );
}
