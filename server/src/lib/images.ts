import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { PRODUCT_IMAGE, type ImageSize, type ImageUrls } from '@shop/contract';
import { DomainError } from '../errors/domain-error.js';
import type { FileStore, StoredFile } from '../modules/files/index.js';

/**
 * Where resized images live in the file store. Files are `<folder>/<key>-<size>.webp`. The public
 * pictures (products, offers) are in `images`, served to anyone; claim photos in their own
 * folder, served only through their claim's access check.
 */
export const IMAGES_FOLDER = 'images';
export const CLAIM_PHOTOS_FOLDER = 'claim-photos';
const KEY_PATTERN = /^[a-z0-9-]{6,64}$/;
const sizes = Object.entries(PRODUCT_IMAGE.sizes) as [ImageSize, number][];

// A decoded image is held in memory: refuse pictures larger than a big camera's output.
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Resizes an uploaded picture (type already checked by content) to the widths the pages show,
 * as WebP, and returns the new key. A new upload gets a new key, so URLs can be cached forever.
 * Only the pixels are kept (sharp writes no metadata unless asked): a phone photo's EXIF,
 * with where it was taken, is gone.
 */
export async function storeImage(
  files: FileStore,
  prefix: string,
  input: Buffer,
  into: string = IMAGES_FOLDER,
): Promise<string> {
  const key = `${prefix}-${randomBytes(6).toString('hex')}`;
  let resized: Buffer[];
  try {
    const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    resized = await Promise.all(
      sizes.map(([, width]) =>
        source
          .clone()
          .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 78 })
          .toBuffer(),
      ),
    );
  } catch {
    throw new DomainError('BAD_IMAGE');
  }
  try {
    await Promise.all(sizes.map(([size], i) => files.put(`${into}/${key}-${size}.webp`, resized[i]!, 'image/webp')));
  } catch (err) {
    await removeImage(files, key, into);
    throw err;
  }
  return key;
}

export async function removeImage(files: FileStore, key: string | null, from: string = IMAGES_FOLDER): Promise<void> {
  if (!key || !KEY_PATTERN.test(key)) return;
  await Promise.all(
    sizes.flatMap(([size]) => [
      files.delete(`${from}/${key}-${size}.webp`),
      files.delete(`${from}/${key}-${size}.avif`),
    ]),
  );
}

/** The store key of a stored image of ours in `folder`, or null for a key that is not one. */
export function storedImageKey(folder: string, key: string, size: ImageSize): string | null {
  if (!KEY_PATTERN.test(key)) return null;
  return `${folder}/${key}-${size}.webp`;
}

export function imageUrls(key: string | null): ImageUrls {
  if (!key) return null;
  const url = (size: ImageSize) => `/api/images/${key}-${size}.webp`;
  return { thumb: url('thumb'), card: url('card'), large: url('large') };
}

/** The store key of `/api/images/{name}` (WebP or its AVIF twin), or null for a name that is not one of ours. */
export function imageFileKey(name: string): string | null {
  const match = /^([a-z0-9-]{6,64})-(thumb|card|large)\.(?:webp|avif)$/.exec(name);
  if (!match || !KEY_PATTERN.test(match[1]!)) return null;
  return `${IMAGES_FOLDER}/${name}`;
}

/** AVIF encodings under way, so that a burst of first requests encodes once. */
const encoding = new Map<string, Promise<void>>();

/**
 * A public image at `key` (from imageFileKey). The AVIF twin of a WebP (smaller, for browsers
 * that take it: issue 19, item 5) is made on its first request from the stored WebP of the same
 * size and kept in the store, so that old uploads and the seed's pictures get one too; null
 * when neither exists.
 */
export async function openPublicImage(files: FileStore, key: string): Promise<StoredFile | null> {
  const found = await files.get(key);
  if (found || !key.endsWith('.avif')) return found;
  const webp = await files.get(key.replace(/\.avif$/, '.webp'));
  if (!webp) return null;
  let job = encoding.get(key);
  if (!job) {
    job = (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of webp.stream) chunks.push(chunk as Buffer);
      const avif = await sharp(Buffer.concat(chunks), { limitInputPixels: MAX_INPUT_PIXELS })
        .avif({ quality: 55, effort: 4 })
        .toBuffer();
      await files.put(key, avif, 'image/avif');
    })().finally(() => encoding.delete(key));
    encoding.set(key, job);
  } else {
    webp.stream.destroy();
  }
  await job;
  return files.get(key);
}
