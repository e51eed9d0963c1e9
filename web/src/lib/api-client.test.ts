import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ApiError, isSessionEnd, setSessionEndedHandler } from './api-client';

function respond(status: number, body: unknown) {
  return vi
    .fn()
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

describe('apiRequest', () => {
  const ended = vi.fn();
  beforeEach(() => setSessionEndedHandler(ended));
  afterEach(() => {
    vi.unstubAllGlobals();
    ended.mockReset();
  });

  it('sends cookies and JSON, and unwraps the envelope', async () => {
    const fetch = respond(200, { success: true, message: 'Saved', data: { id: 3 } });
    vi.stubGlobal('fetch', fetch);
    const result = await apiRequest<{ id: number }>('/things', { method: 'POST', body: { a: 1 } });
    expect(result).toMatchObject({ data: { id: 3 }, message: 'Saved' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/things');
    expect(init.credentials).toBe('include');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it("shows the server's message, else the caller's fallback", async () => {
    vi.stubGlobal('fetch', respond(409, { success: false, message: 'E-mail already registered' }));
    await expect(apiRequest('/x', { fallbackMessage: 'Failed to add customer' })).rejects.toThrow(
      'E-mail already registered',
    );
    vi.stubGlobal('fetch', respond(502, null));
    await expect(apiRequest('/x', { fallbackMessage: 'Failed to add customer' })).rejects.toThrow(
      'Failed to add customer',
    );
    expect(ended).not.toHaveBeenCalled();
  });

  it("ends the session on 401 'Unauthorized' (SPEC §8)", async () => {
    vi.stubGlobal('fetch', respond(401, { success: false, message: 'Unauthorized', error: 'Unauthorized' }));
    const err = await apiRequest('/auth/me').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(401);
    expect(ended).toHaveBeenCalledWith('Unauthorized');
  });

  it('ends the session on a 500 naming a token error, showing that message', async () => {
    vi.stubGlobal('fetch', respond(500, { success: false, message: 'TokenExpiredError: jwt expired' }));
    await expect(apiRequest('/x')).rejects.toThrow('TokenExpiredError');
    expect(ended).toHaveBeenCalledWith('TokenExpiredError: jwt expired');
  });

  it('does not end the session on other errors', () => {
    expect(isSessionEnd(401, { error: 'InvalidCredentials' })).toBe(false);
    expect(isSessionEnd(500, { message: 'Internal Server Error' })).toBe(false);
    expect(isSessionEnd(403, { error: 'Unauthorized' })).toBe(false);
  });
});
