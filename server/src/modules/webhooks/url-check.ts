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
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  // IPv4-compatible (deprecated) addresses, :: and ::1 among them.
  ['::', 96],
  // NAT64 (RFC 6052, RFC 8215): a gateway would carry the call to any IPv4 address, private ones too.
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  // Teredo (its client address is hidden in the bits) and documentation.
  ['2001::', 32],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part counts as two), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    if (isIP(dotted) !== 4) return null;
    const [a, b, c, d] = dotted.split('.').map(Number) as [number, number, number, number];
    text = text.slice(0, -dotted.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const part = (s: string) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const head = part(halves[0]!);
  const tail = halves.length === 2 ? part(halves[1]!) : [];
  const fill = 8 - head.length - tail.length;
  if (fill < 0 || (halves.length === 1 && fill !== 0)) return null;
  const groups = [...head, ...Array<number>(fill).fill(0), ...tail];
  return groups.some((g) => Number.isNaN(g) || g < 0 || g > 0xffff) ? null : groups;
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/**
 * The IPv4 address an IPv6 address carries where it would reach it: IPv4-mapped (::ffff:a.b.c.d,
 * in any spelling), IPv4-translated (::ffff:0:a.b.c.d) and 6to4 (2002:aabb:ccdd::/48).
 */
function embeddedIpv4(groups: number[]): string | null {
  const zeros = (n: number) => groups.slice(0, n).every((g) => g === 0);
  if (zeros(5) && groups[5] === 0xffff) return ipv4Of(groups[6]!, groups[7]!);
  if (zeros(4) && groups[4] === 0xffff && groups[5] === 0) return ipv4Of(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return ipv4Of(groups[1]!, groups[2]!);
  return null;
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family !== 6) return false;
  const groups = ipv6Groups(address);
  if (!groups) return true; // an address we cannot read is no receiver
  const v4 = embeddedIpv4(groups);
  if (v4) return PRIVATE.check(v4, 'ipv4');
  return PRIVATE.check(address, 'ipv6');
}

const LOCALHOST = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A host name's addresses; the default asks the system's resolver (hosts file, DNS). */
export type Resolve = (host: string) => Promise<string[]>;
const resolveAll: Resolve = async (host) => (await lookup(host, { all: true })).map((a) => a.address);

/** A host name has this long to resolve, at registration and before each delivery. */
export const DNS_TIMEOUT_MS = 5_000;

/** Where a delivery goes: the URL, and the address checked, which the connection must use (pinned). */
export interface WebhookTarget {
  url: string;
  address: string;
}

function parseWebhookUrl(raw: string, production: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new DomainError('WEBHOOK_URL_SCHEME');
  }
  const local = LOCALHOST.has(url.hostname) && !production;
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) throw new DomainError('WEBHOOK_URL_SCHEME');
  if (url.username || url.password) throw new DomainError('WEBHOOK_URL_SCHEME');
  return url;
}

/** The host's addresses: itself when it is one, else what `resolve` answers within `timeoutMs`. */
async function addressesOf(url: URL, resolve: Resolve, timeoutMs: number): Promise<string[]> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return [host];
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DomainError('WEBHOOK_URL_DNS_TIMEOUT')), timeoutMs);
  });
  let addresses: string[];
  try {
    addresses = await Promise.race([resolve(host), late]);
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw new DomainError('WEBHOOK_URL_UNRESOLVED');
  } finally {
    clearTimeout(timer);
  }
  if (addresses.length === 0) throw new DomainError('WEBHOOK_URL_UNRESOLVED');
  return addresses;
}

export interface CheckOptions {
  resolve?: Resolve;
  dnsTimeoutMs?: number;
}

/**
 * A webhook's address (issue 40, item 3): http(s) only, https but for localhost outside
 * production (tests, a receiver on the developer's machine); in production no private address,
 * localhost included (else anyone with an account could have the server call its own ports and
 * read their answers in the delivery log), by literal or by what the host name resolves to,
 * NAT64 and IPv4 carried in IPv6 included. Throws the domain error that says why; gives the URL
 * as it will be called. Sending checks again (webhookTarget) and connects to what it checked.
 */
export async function checkWebhookUrl(
  raw: string,
  production: boolean,
  resolve: Resolve = resolveAll,
  dnsTimeoutMs = DNS_TIMEOUT_MS,
): Promise<string> {
  const url = parseWebhookUrl(raw, production);
  if (production) refusePrivate(await addressesOf(url, resolve, dnsTimeoutMs));
  return url.toString();
}

function refusePrivate(addresses: string[]): void {
  if (addresses.some(isPrivateAddress)) throw new DomainError('WEBHOOK_URL_PRIVATE');
}

/**
 * Before a delivery: the address checked as at registration, resolved once; the post connects to
 * this address and to no other (a name that resolves anew between the check and the connection,
 * DNS rebinding, cannot send it elsewhere). Outside production a private address is allowed.
 */
export async function webhookTarget(
  raw: string,
  production: boolean,
  options: CheckOptions = {},
): Promise<WebhookTarget> {
  const url = parseWebhookUrl(raw, production);
  const addresses = await addressesOf(url, options.resolve ?? resolveAll, options.dnsTimeoutMs ?? DNS_TIMEOUT_MS);
  if (production) refusePrivate(addresses);
  return { url: url.toString(), address: addresses[0]! };
}
