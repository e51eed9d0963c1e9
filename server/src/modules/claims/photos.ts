import { DomainError } from '../../errors/domain-error.js';
import { CLAIM_PHOTOS_FOLDER, removeImage, storeImage } from '../../lib/images.js';
import type { UploadedFile } from '../../lib/uploaded-file.js';
import type { FileStore } from '../files/index.js';

export type PhotoRole = 'product' | 'label';
export interface StoredPhoto {
  role: PhotoRole;
  key: string;
}

/**
 * Resizes and stores a claim's photos (private folder, metadata and location dropped), one at
 * a time so that 8 phone photos do not decode at once. One unreadable photo removes the others:
 * nothing is kept of a refused claim.
 */
export async function storeClaimPhotos(
  store: FileStore,
  customerId: number,
  files: { role: PhotoRole; file: UploadedFile }[],
): Promise<StoredPhoto[]> {
  const stored: StoredPhoto[] = [];
  try {
    for (const { role, file } of files) {
      stored.push({ role, key: await storeImage(store, `c${customerId}`, file.buffer, CLAIM_PHOTOS_FOLDER) });
    }
  } catch (err) {
    await removeClaimPhotos(store, stored);
    if (err instanceof DomainError && err.code === 'BAD_IMAGE') throw new DomainError('CLAIM_PHOTO_UNREADABLE');
    throw err;
  }
  return stored;
}

export async function removeClaimPhotos(store: FileStore, photos: StoredPhoto[]): Promise<void> {
  await Promise.all(photos.map((p) => removeImage(store, p.key, CLAIM_PHOTOS_FOLDER)));
}
