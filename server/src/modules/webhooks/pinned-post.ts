import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { WebhookDeliveryError } from '@shop/contract/webhooks';

export interface PinnedPost {
  url: string;
  /** The address checked: the connection goes there, whatever the name resolves to now. */
  address: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

export type PostOutcome = { status: number } | { error: WebhookDeliveryError };

/** Why a post got no answer, as a code the delivery log translates. */
function failureOf(err: unknown, signal: AbortSignal): WebhookDeliveryError {
  if (signal.aborted) return 'timeout';
  const code = (err as { code?: string }).code ?? '';
  if (code === 'ECONNREFUSED') return 'refused';
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'reset';
  if (/CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) return 'tls';
  return 'network';
}

/**
 * POSTs `body` to `url` over a connection to `address` (DNS rebinding: the name is not resolved
 * again). TLS still checks the certificate against the URL's host name. No redirect is followed,
 * the answer's body is not read, and the whole exchange is cut at `timeoutMs`.
 */
export function postPinned({ url, address, headers, body, timeoutMs }: PinnedPost): Promise<PostOutcome> {
  const target = new URL(url);
  const family = isIP(address);
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const signal = AbortSignal.timeout(timeoutMs);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const request = send(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup,
        signal,
        agent: false,
      },
      (response: IncomingMessage) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0 });
      },
    );
    request.on('error', (err) => resolve({ error: failureOf(err, signal) }));
    request.end(body);
  });
}
