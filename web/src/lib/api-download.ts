import i18n from '@/i18n/instance';
import { ApiError, settle, type ReplyBody } from './api-client';

export interface DownloadProgress {
  /** Bytes received so far. */
  received: number;
  /** The file's size when the server gives it (a streamed file has none). */
  total: number | null;
}

/** The file name of a Content-Disposition header: the exact UTF-8 one, else the plain one. */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (exact?.[1]) {
    try {
      return decodeURIComponent(exact[1]);
    } catch {
      // a malformed name: fall back to the plain one
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? null;
}

/**
 * Downloads a file from the API with the session's cookie and the reader's language, reporting
 * the bytes as they arrive; a refusal is the API's error (ApiError, SPEC §8's logout on a 401),
 * a connection lost half-way the caller's fallback message. Resolves to the file and its name.
 */
export async function apiDownload(
  path: string,
  options: { fallbackMessage: string; onProgress?: (progress: DownloadProgress) => void; signal?: AbortSignal },
): Promise<{ blob: Blob; fileName: string | null }> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      credentials: 'include',
      headers: { 'X-Language': i18n.language === 'fr' ? 'fr' : 'en' },
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(i18n.t('errors.network'), 0);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ReplyBody<unknown> | null;
    settle(response.status, body, options.fallbackMessage);
  }
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  try {
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      options.onProgress?.({ received, total });
    }
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(options.fallbackMessage, 0);
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  return { blob: new Blob(chunks, { type }), fileName: fileNameOf(response.headers.get('content-disposition')) };
}

/** Hands a downloaded file to the browser, as a link with `download` would. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download: the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
