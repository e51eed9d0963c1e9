import type { ImgHTMLAttributes } from 'react';
import { PRODUCT_IMAGE } from '@shop/contract/constants';

type Size = keyof typeof PRODUCT_IMAGE.sizes;
type Urls = Record<Size, string>;

/** The server makes an AVIF twin of each stored WebP on its first request (same name, .avif). */
const avif = (url: string) => url.replace(/\.webp$/, '.avif');
const srcSet = (image: Urls, sizes: readonly Size[], as: (url: string) => string = (u) => u) =>
  sizes.map((size) => `${as(image[size])} ${PRODUCT_IMAGE.sizes[size]}w`).join(', ');

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  image: Urls;
  /** The stored widths the browser may choose from; the last is the fallback `src`. */
  widths: readonly Size[];
}

/**
 * A product or offer picture: AVIF for the browsers that take it, else WebP, at the width the
 * layout needs (`sizes`). Give it `width`/`height` (no shift when it arrives) and, below the
 * fold, `loading="lazy"`.
 */
export function ProductPicture({ image, widths, sizes, ...img }: Props) {
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image, widths, avif)} sizes={sizes} />
      <img src={image[widths[widths.length - 1]!]} srcSet={srcSet(image, widths)} sizes={sizes} {...img} />
    </picture>
  );
}
