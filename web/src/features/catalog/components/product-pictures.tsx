import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_IMAGE, type Product, type ProductPicture } from '@shop/contract/catalog';
import { TextField } from '@/components/form/text-field';
import { UploadProgress } from '@/components/ui/upload-progress';
import { ApiError } from '@/lib/api-client';
import toast from '@/lib/toast';
import { useProductPictures } from '../api/products';

type Direction = 'earlier' | 'later';

/**
 * A product's pictures in the product form (issue 36, item 6): up to five, the first the cover.
 * Each change is saved at once (the form's Save is for the fields). Moving is by buttons, so a
 * keyboard and a screen reader can do it; focus stays on the moved picture and a status line says
 * where it went. Buttons are not turned off while a change is saved (that would drop the focus):
 * a press while one is being saved is ignored. At five, adding is turned off and says why; the server refuses a sixth too.
 */
export function ProductPictures({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { add, order, remove } = useProductPictures(product.id);
  const [pictures, setPictures] = useState<ProductPicture[]>(product.pictures);
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  const [progress, setProgress] = useState(0);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const input = useRef<HTMLInputElement>(null);
  // Where the focus goes once the new order is drawn (a moved picture's button, or the file field):
  // moving a picture moves its buttons in the page, which loses the focus.
  const focusAfter = useRef<string | null>(null);
  useEffect(() => {
    const key = focusAfter.current;
    focusAfter.current = null;
    if (key === 'add') input.current?.focus();
    else if (key) buttons.current.get(key)?.focus();
  }, [pictures]);
  const full = pictures.length >= PRODUCT_IMAGE.maxPictures;
  const busy = add.isPending || order.isPending || remove.isPending;
  const count = pictures.length;

  const failed = (err: unknown) => {
    const text = err instanceof ApiError ? err.message : t('products.errors.pictures');
    if (err instanceof ApiError && err.field === 'image') setError(text);
    toast.error(text);
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const allowed: readonly string[] = PRODUCT_IMAGE.types;
    if (file.size > PRODUCT_IMAGE.maxBytes || !allowed.includes(file.type)) return setError(t('products.imageRule'));
    setError(undefined);
    setProgress(0);
    try {
      const reply = await add.mutateAsync({ file, onProgress: setProgress });
      setPictures(reply.data.product.pictures);
      setStatus(t('products.pictures.added', { count: reply.data.product.pictures.length }));
    } catch (err) {
      failed(err);
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const move = async (index: number, direction: Direction) => {
    if (busy) return;
    const to = direction === 'earlier' ? index - 1 : index + 1;
    const ids = pictures.map((p) => p.id);
    [ids[index], ids[to]] = [ids[to]!, ids[index]!];
    const moved = pictures[index]!.id;
    try {
      const reply = await order.mutateAsync(ids);
      // Focus stays on the moved picture: the same button, or the other one at an end.
      const other: Direction = direction === 'earlier' ? 'later' : 'earlier';
      const atEnd = direction === 'earlier' ? to === 0 : to === count - 1;
      focusAfter.current = `${moved}-${atEnd ? other : direction}`;
      setPictures(reply.data.product.pictures);
      setStatus(t('products.pictures.moved', { position: to + 1, count }));
    } catch (err) {
      failed(err);
    }
  };

  const drop = async (picture: ProductPicture) => {
    if (busy) return;
    try {
      const reply = await remove.mutateAsync(picture.id);
      focusAfter.current = 'add';
      setPictures(reply.data.product.pictures);
      setError(undefined);
      setStatus(t('products.pictures.removed', { count: reply.data.product.pictures.length }));
    } catch (err) {
      failed(err);
    }
  };

  const button = (picture: ProductPicture, direction: Direction, index: number) => (
    <button
      type="button"
      ref={(el) => {
        buttons.current.set(`${picture.id}-${direction}`, el);
      }}
      className="btn btn-secondary px-2 py-1 text-sm"
      disabled={direction === 'earlier' ? index === 0 : index === count - 1}
      onClick={() => move(index, direction)}
      aria-label={t(`products.pictures.${direction}Of`, { position: index + 1 })}
    >
      {t(`products.pictures.${direction}`)}
    </button>
  );

  return (
    <fieldset className="sm:col-span-2" aria-busy={busy}>
      <legend className="mb-1 font-medium text-leaf-900">
        {t('products.pictures.title', { count, max: PRODUCT_IMAGE.maxPictures })}
      </legend>
      {count > 0 && (
        <ol className="mb-3 grid gap-2 sm:grid-cols-2">
          {pictures.map((picture, index) => (
            <li key={picture.id} className="flex items-center gap-3 rounded-lg border border-gray-300 p-2">
              <img src={picture.thumb} alt="" width={64} height={64} className="size-16 rounded object-cover" />
              <div className="grid gap-1">
                <span className="text-sm font-semibold text-leaf-900">
                  {index === 0
                    ? t('products.pictures.cover')
                    : t('products.pictures.position', { position: index + 1, count })}
                </span>
                <div className="flex flex-wrap gap-1">
                  {button(picture, 'earlier', index)}
                  {button(picture, 'later', index)}
                  <button
                    type="button"
                    className="btn btn-secondary px-2 py-1 text-sm"
                    onClick={() => drop(picture)}
                    aria-label={t('products.pictures.removeOf', { position: index + 1 })}
                  >
                    {t('products.pictures.remove')}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
      <TextField
        ref={input}
        label={t('products.pictures.add')}
        type="file"
        name="image"
        accept={PRODUCT_IMAGE.types.join(',')}
        disabled={add.isPending || full}
        onChange={(e) => void onFile(e.target.files?.[0])}
        error={error}
        hint={full ? t('products.pictures.full', { max: PRODUCT_IMAGE.maxPictures }) : t('products.imageRule')}
      />
      {add.isPending && <UploadProgress fraction={progress} />}
      <p role="status" className="sr-only">
        {status}
      </p>
    </fieldset>
  );
}
