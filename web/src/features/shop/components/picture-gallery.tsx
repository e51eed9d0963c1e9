import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductPicture as Picture } from '@shop/contract';
import { ProductPicture } from '@/components/product-picture';

/**
 * A product's pictures on its details (issue 36, item 6): a row that swipes on a phone (CSS
 * scroll-snap, no script for the swipe), with Previous and Next buttons and one dot per picture
 * for a keyboard and a screen reader. One picture shows alone, without controls.
 */
export function PictureGallery({ pictures, name }: { pictures: Picture[]; name: string }) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const count = pictures.length;
  if (count === 0) return null;

  // Previous and Next go round (a button never turns disabled under the keyboard's focus).
  const show = (index: number) => {
    const el = track.current;
    setCurrent(index);
    el?.scrollTo?.({ left: index * el.clientWidth, behavior: 'smooth' });
  };
  // A swipe or a scroll ends on a picture: the dots follow it.
  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth > 0) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
  };
  const label = (index: number) => t('shop.details.picture', { index: index + 1, count });

  return (
    <section aria-roledescription={t('shop.details.gallery')} aria-label={t('shop.details.pictures', { name })}>
      <ul
        ref={track}
        onScroll={onScroll}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-xl [scrollbar-width:none]"
      >
        {pictures.map((picture, index) => (
          <li
            key={picture.id}
            className="w-full shrink-0 snap-center"
            aria-roledescription={t('shop.details.slide')}
            aria-label={label(index)}
          >
            <ProductPicture
              image={picture}
              widths={['card', 'large']}
              sizes="(min-width: 640px) 36rem, 100vw"
              alt=""
              width={1024}
              height={683}
              loading={index === 0 ? undefined : 'lazy'}
              className="aspect-[3/2] w-full object-cover"
            />
          </li>
        ))}
      </ul>
      {count > 1 && (
        <div className="mt-2 flex items-center justify-center gap-2">
          <button
            type="button"
            className="btn btn-secondary px-3"
            onClick={() => show((current - 1 + count) % count)}
            aria-label={t('shop.details.previous')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <ol className="flex gap-1">
            {pictures.map((picture, index) => (
              <li key={picture.id}>
                <button
                  type="button"
                  onClick={() => show(index)}
                  aria-label={label(index)}
                  aria-current={index === current ? 'true' : undefined}
                  className="grid size-8 place-items-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={`size-2.5 rounded-full ${index === current ? 'bg-leaf-900' : 'bg-gray-400'}`}
                  />
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="btn btn-secondary px-3"
            onClick={() => show((current + 1) % count)}
            aria-label={t('shop.details.next')}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
