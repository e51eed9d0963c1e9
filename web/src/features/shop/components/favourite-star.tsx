import { useTranslation } from 'react-i18next';
import toast from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { useToggleFavourite } from '../api/favourites';

interface Props {
  productId: number;
  name: string;
  starred: boolean;
}

/** A star on a product: in "My usual" or not (a toggle button, its state said, not only drawn). */
export function FavouriteStar({ productId, name, starred }: Props) {
  const { t } = useTranslation();
  const toggle = useToggleFavourite();
  return (
    <button
      type="button"
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-petal-700 hover:bg-petal-100"
      aria-pressed={starred}
      aria-label={t('shop.favourites.toggleOf', { name })}
      onClick={() =>
        toggle.mutate(
          { productId, starred: !starred },
          { onError: (err) => toast.error(err instanceof ApiError ? err.message : t('shop.favourites.errors.save')) },
        )
      }
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill={starred ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      >
        <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
      </svg>
    </button>
  );
}
