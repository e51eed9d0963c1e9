import { useMatches } from 'react-router';

/**
 * Several routes share one form page (SPEC §2: create, edit, duplicate, refund); each route
 * says which it is in its handle. Taken from the matched route, never from the path's text:
 * routes match regardless of case, so /Duplicate/5 must not read as an edit.
 */
export interface FormModeHandle {
  formMode: string;
}

export function useRouteFormMode<M extends string>(): M {
  const handle = useMatches().at(-1)?.handle as Partial<FormModeHandle> | undefined;
  if (!handle?.formMode) throw new Error('This screen needs a route whose handle has a formMode');
  return handle.formMode as M;
}
