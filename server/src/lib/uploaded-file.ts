/** A file received with a request, read into memory, its type checked by content. */
export interface UploadedFile {
  field: string;
  filename: string;
  buffer: Buffer;
  /** The type read from the content, never the one the client claims. */
  mime: string;
  ext: string;
}
