import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { UploadedFile } from '../lib/uploaded-file.js';
import { HttpError } from './errors.js';
import { isZip, zipTypeOf } from './zip-type.js';

type FileType = { mime: string; ext: string };

interface MultipartOptions {
  /** The largest file, in bytes. */
  maxBytes: number;
  allowed: readonly string[];
  /** The file field (or fields) read; files of other fields are skipped. */
  fileField: string | readonly string[];
  /** How many files at most (1 unless said): one more is a 413. */
  maxFiles?: number;
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
 * Reads a multipart body: text fields, and at most one file (or `maxFiles`), held in memory up
 * to maxBytes each (the limit is enforced while streaming: a larger file is a 413 before it is
 * all read). Each file's type is checked by content against `allowed`.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: MultipartOptions,
): Promise<{ fields: Record<string, string>; file: UploadedFile | null; files: UploadedFile[] }> {
  if (!request.isMultipart()) throw new HttpError(415, texts.notMultipart, 'UnsupportedMediaType');
  try {
    const { fields, files } = await readParts(request, options);
    return { fields, file: files[0] ?? null, files };
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
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const fileFields: readonly string[] = typeof options.fileField === 'string' ? [options.fileField] : options.fileField;
  for await (const part of request.parts({
    limits: { fileSize: options.maxBytes, files: options.maxFiles ?? 1, fields: 50, fieldSize: 10_000 },
  })) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (!fileFields.includes(part.fieldname)) {
      part.file.resume();
      continue;
    }
    const buffer = await part.toBuffer();
    if (buffer.length === 0) continue;
    // A zip is typed from its central directory: file-type's walk through it can take the
    // request thread for a second (zip-type.ts).
    const detected = isZip(buffer) ? zipTypeOf(buffer) : await fileTypeFromBuffer(buffer);
    const type = options.resolveType ? options.resolveType(detected, part.filename, buffer) : detected;
    if (!type || !options.allowed.includes(type.mime)) {
      throw new HttpError(415, texts.unsupported(options.allowed.join(', ')), 'UnsupportedMediaType', part.fieldname);
    }
    files.push({
      field: part.fieldname,
      filename: part.filename.slice(0, 200),
      buffer,
      mime: type.mime,
      ext: type.ext,
    });
  }
  return { fields, files };
}
