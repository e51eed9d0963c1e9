import { useEffect } from 'react';
import { paths } from '@/config/paths';

const KEY = 'tickets.lastList';

/**
 * The orders list as the clerk last left it (its filters, search and page), for the links back
 * to it from an order: "Orders" then returns to the pending orders of page 2, not to page 1 of
 * all. Kept for the tab (sessionStorage); storage refused, the list's bare address.
 */
export function ticketListPath(): string {
  try {
    const search = window.sessionStorage.getItem(KEY);
    return search?.startsWith('?') ? `${paths.admin.tickets}${search}` : paths.admin.tickets;
  } catch {
    return paths.admin.tickets;
  }
}

/** Remembers the list's address (its query string) while the list shows it. */
export function useRememberTicketList(search: string): void {
  useEffect(() => {
    try {
      if (search) window.sessionStorage.setItem(KEY, search);
      else window.sessionStorage.removeItem(KEY);
    } catch {
      // Storage refused (a private window's quota): the links go to the bare list.
    }
  }, [search]);
}
