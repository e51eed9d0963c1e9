import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ticketListPath, useRememberTicketList } from './last-list';

afterEach(() => window.sessionStorage.clear());

describe('the orders list as the clerk left it', () => {
  it('is where the links back to the list go, until the list is left bare', () => {
    expect(ticketListPath()).toBe('/admin/tickets');
    const { rerender } = renderHook(({ search }) => useRememberTicketList(search), {
      initialProps: { search: '?status=pending&page=2' },
    });
    expect(ticketListPath()).toBe('/admin/tickets?status=pending&page=2');
    rerender({ search: '' });
    expect(ticketListPath()).toBe('/admin/tickets');
  });

  it('goes to the bare list when the browser refuses storage', () => {
    const refused = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      expect(ticketListPath()).toBe('/admin/tickets');
    } finally {
      refused.mockRestore();
    }
  });
});
