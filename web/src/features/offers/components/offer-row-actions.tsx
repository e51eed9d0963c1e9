import { useTranslation } from 'react-i18next';
import type { Offer } from '@shop/contract';
import { useLanguage } from '@/lib/language';
import { LangLink } from '@/components/lang-link';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { withToasts } from '@/lib/toast-action';
import { useDeleteOffer } from '../api/offers';
import { offerTitle } from '../offer-text';

const small = 'btn min-h-9 px-3 py-1 text-sm';

/** View, edit, duplicate, delete: one offer's actions in the list and on its page. */
export function OfferRowActions({
  offer,
  showView = true,
  onDeleted,
}: {
  offer: Pick<Offer, 'id' | 'title_en' | 'title_fr'>;
  showView?: boolean;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const remove = useDeleteOffer();
  const name = offerTitle(offer, language);
  const link = (to: string, label: string, aria: string) => (
    <LangLink to={to} className={`${small} btn-secondary`} aria-label={aria}>
      {label}
    </LangLink>
  );

  return (
    <div className="flex flex-wrap justify-end gap-2">
      {showView && link(paths.admin.offerView(offer.id), t('offers.view'), t('offers.viewNamed', { name }))}
      {link(paths.admin.offerEdit(offer.id), t('offers.edit'), t('offers.editNamed', { name }))}
      {link(paths.admin.offerDuplicate(offer.id), t('offers.duplicate'), t('offers.duplicateNamed', { name }))}
      <ConfirmDialog
        trigger={
          <button
            type="button"
            className={`${small} text-petal-800 ring-1 ring-petal-300 hover:bg-petal-100`}
            aria-label={t('offers.deleteNamed', { name })}
          >
            {t('offers.delete')}
          </button>
        }
        title={t('offers.deleteTitle', { name })}
        description={t('offers.deleteText')}
        confirmLabel={t('offers.delete')}
        onConfirm={() =>
          void withToasts(() => remove.mutateAsync(offer.id), t('offers.errors.delete')).then(
            (reply) => reply && onDeleted?.(),
          )
        }
      />
    </div>
  );
}
