import { DELIVERY_PHOTO } from '@shop/contract/deliveries';

/** The chosen file is not a picture this browser can read. */
export class NotAnImageError extends Error {}
/** Even shrunk, the photo is larger than the server takes. */
export class PhotoTooLargeError extends Error {}

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  close: () => void;
}

/** Decodes the file (its EXIF orientation applied), or throws NotAnImageError. */
async function decode(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
    } catch {
      throw new NotAnImageError();
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { source: image, width: image.naturalWidth, height: image.naturalHeight, close: () => undefined };
  } catch {
    throw new NotAnImageError();
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** How many bytes a base64 data URL holds. */
export const dataUrlBytes = (dataUrl: string) => Math.floor(((dataUrl.length - dataUrl.indexOf(',') - 1) * 3) / 4);

/**
 * A proof photo made small on the phone before it goes over a weak connection: longest side at
 * most DELIVERY_PHOTO.maxSide, JPEG at DELIVERY_PHOTO.quality (lower once or twice should it
 * still be over the server's limit). Throws NotAnImageError for a file that is not a picture.
 */
export async function shrinkPhoto(file: File): Promise<string> {
  if (file.type && !file.type.startsWith('image/')) throw new NotAnImageError();
  const decoded = await decode(file);
  try {
    if (!decoded.width || !decoded.height) throw new NotAnImageError();
    const scale = Math.min(1, DELIVERY_PHOTO.maxSide / Math.max(decoded.width, decoded.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(decoded.width * scale));
    canvas.height = Math.max(1, Math.round(decoded.height * scale));
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new NotAnImageError();
    // A transparent PNG would turn black in a JPEG: white behind it, as on paper.
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(decoded.source, 0, 0, canvas.width, canvas.height);
    for (const quality of [DELIVERY_PHOTO.quality, 0.6, 0.4]) {
      const dataUrl = canvas.toDataURL('image/jpeg', quality);
      if (!dataUrl.startsWith('data:image/jpeg')) throw new NotAnImageError();
      if (dataUrlBytes(dataUrl) <= DELIVERY_PHOTO.maxBytes) return dataUrl;
    }
    throw new PhotoTooLargeError();
  } finally {
    decoded.close();
  }
}
