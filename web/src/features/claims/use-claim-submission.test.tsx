import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { sendClaim } from './api/claims';
import { useClaimSubmission } from './use-claim-submission';

vi.mock('./api/claims', () => ({ sendClaim: vi.fn() }));
const send = vi.mocked(sendClaim);

const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(QueryClientProvider, { client: new QueryClient() }, children);

describe('sending a claim (one idempotency key per form until it succeeds)', () => {
  it('retries with the same key after a failure, and takes a new one only after success', async () => {
    const reply = { data: { claim: { id: 1 } }, body: {} } as Awaited<ReturnType<typeof sendClaim>>;
    send
      .mockRejectedValueOnce(new ApiError('Network error', 0))
      .mockResolvedValueOnce(reply)
      .mockResolvedValueOnce(reply);
    const { result } = renderHook(() => useClaimSubmission(), { wrapper });
    const form = new FormData();

    await act(() => expect(result.current.submit(form)).rejects.toThrow('Network error'));
    await act(() => result.current.submit(form));
    await act(() => result.current.submit(form));

    const keys = send.mock.calls.map((call) => call[1]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(result.current.progress).toBeNull();
  });
});
