import type { FastifyRequest } from 'fastify';
import { formatValidationMessage, PRODUCT_IMAGE, type Language } from '@shop/contract';
import { badRequest } from './errors.js';
import { readMultipart } from './multipart.js';

/** The `image` of a multipart request: JPEG, PNG or WebP by content, 5 MB at most, required. */
export async function readImageUpload(request: FastifyRequest, language: Language): Promise<Buffer> {
  const { file } = await readMultipart(request, {
    maxBytes: PRODUCT_IMAGE.maxBytes,
    allowed: PRODUCT_IMAGE.types,
    fileField: 'image',
  });
  if (!file) throw badRequest(formatValidationMessage('required', language, 'image'), 'image');
  return file.buffer;
}
