import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { DomainError } from '../../errors/domain-error.js';

/** The addresses of private, loopback, link-local and reserved networks: never a webhook's in production. */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return false;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const LOCALHOST = new Set(['localhost', '127.0.0.1', '[::1]']);

export type Resolve = (host: string) => Promise<string[]>;
const resolveAll: Resolve = async (host) => (await lookup(host, { all: true })).map((a) => a.address);

/**
 * A webhook's address (issue 40, item 3): http(s) only, https but for localhost outside
 * production (tests, a receiver on the developer's machine); in production no private address,
 * localhost included (else anyone with an account could have the server call its own ports and
 * read their answers in the delivery log), by literal or by what the host name resolves to
 * (checked again before each delivery: a name may change where it points). Throws the domain
 * error that says why; gives the URL as it will be called.
 */
export async function checkWebhookUrl(
  raw: string,
  production: boolean,
  resolve: Resolve = resolveAll,
): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new DomainError('WEBHOOK_URL_SCHEME');
  }
  const local = LOCALHOST.has(url.hostname) && !production;
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) throw new DomainError('WEBHOOK_URL_SCHEME');
  if (url.username || url.password) throw new DomainError('WEBHOOK_URL_SCHEME');
  if (production) {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    let addresses: string[];
    try {
      addresses = isIP(host) ? [host] : await resolve(host);
    } catch {
      throw new DomainError('WEBHOOK_URL_UNRESOLVED');
    }
    if (addresses.length === 0) throw new DomainError('WEBHOOK_URL_UNRESOLVED');
    if (addresses.some(isPrivateAddress)) throw new DomainError('WEBHOOK_URL_PRIVATE');
  }
  return url.toString();
}
