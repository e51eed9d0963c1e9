import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { UploadedFile } from '../lib/uploaded-file.js';
import { HttpError } from './errors.js';

type FileType = { mime: string; ext: string };

interface MultipartOptions {
  maxBytes: number;
  allowed: readonly string[];
  fileField: string;
  /**
   * Settles the type when the content alone cannot (CSV has no magic bytes); what it returns
   * is still checked against `allowed`.
   */
  resolveType?: (detected: FileType | undefined, filename: string, buffer: Buffer) => FileType | undefined;
}

const texts = {
  notMultipart: { en: 'Expected multipart/form-data.', fr: 'Un formulaire multipart/form-data est attendu.' },
  malformed: { en: 'The form data could not be read.', fr: 'Les données du formulaire n’ont pas pu être lues.' },
  unsupported: (allowed: string) => ({
    en: `Unsupported file type. Allowed: ${allowed}.`,
    fr: `Type de fichier non pris en charge. Acceptés : ${allowed}.`,
  }),
};

/**
 * Reads a multipart body: text fields, and at most one file, held in memory up to maxBytes
 * (the limit is enforced while streaming: a larger file is a 413 before it is all read).
 * The file's type is checked by content against `allowed`.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: MultipartOptions,
): Promise<{ fields: Record<string, string>; file: UploadedFile | null }> {
  if (!request.isMultipart()) throw new HttpError(415, texts.notMultipart, 'UnsupportedMediaType');
  try {
    return await readParts(request, options);
  } catch (err) {
    // The parser's own errors (no boundary, a truncated body, no line breaks) carry no status:
    // the body is malformed, which is the client's fault, not a server error.
    if (err instanceof HttpError || typeof (err as { statusCode?: unknown }).statusCode === 'number') throw err;
    throw new HttpError(400, texts.malformed, 'ValidationError');
  }
}

async function readParts(
  request: FastifyRequest,
  options: MultipartOptions,
): Promise<{ fields: Record<string, string>; file: UploadedFile | null }> {
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  for await (const part of request.parts({
    limits: { fileSize: options.maxBytes, files: 1, fields: 50, fieldSize: 10_000 },
  })) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (part.fieldname !== options.fileField) {
      part.file.resume();
      continue;
    }
    const buffer = await part.toBuffer();
    if (buffer.length === 0) continue;
    const detected = await fileTypeFromBuffer(buffer);
    const type = options.resolveType ? options.resolveType(detected, part.filename, buffer) : detected;
    if (!type || !options.allowed.includes(type.mime)) {
      throw new HttpError(415, texts.unsupported(options.allowed.join(', ')), 'UnsupportedMediaType', options.fileField);
    }
    file = { field: part.fieldname, filename: part.filename.slice(0, 200), buffer, mime: type.mime, ext: type.ext };
  }
  return { fields, file };
}
