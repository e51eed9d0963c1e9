import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './generated/schema.js';

export type { components, operations, paths };

/** What every failed call answers: `{success: false, message, error?, field?}`. */
export type ApiError = components['schemas']['ErrorEnvelope'];

export interface ShopClientOptions {
  /** The shop's address, without /api: `https://shop.example`. */
  baseUrl: string;
  /** A personal API token (/customer/api-tokens or /admin/api-tokens), sent as `Authorization: Bearer`. */
  token?: string;
  /** The language of the replies' messages (English by default). */
  language?: 'en' | 'fr';
  /** Another fetch (a test's, a proxy's). */
  fetch?: ClientOptions['fetch'];
}

/**
 * A client of the shop's API: `shop.GET('/api/products', {params: {query: {search: 'rose'}}})`,
 * every path, parameter, body and reply typed from the shop's OpenAPI document.
 */
export function createShopClient(options: ShopClientOptions): Client<paths> {
  const headers: Record<string, string> = { 'accept-language': options.language ?? 'en' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
