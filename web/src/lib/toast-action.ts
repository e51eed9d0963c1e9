import toast from '@/lib/toast';
import { ApiError } from './api-client';

/**
 * Runs an API call and toasts its outcome: the server's message on success, its error (or the
 * screen's SPEC §8 fallback) on failure. Resolves to the reply, or undefined when it failed.
 */
export async function withToasts<T>(
  action: () => Promise<T>,
  fallback: string,
  successMessage: (reply: T) => string | undefined = (reply) => (reply as { message?: string }).message,
): Promise<T | undefined> {
  try {
    const reply = await action();
    toast.success(successMessage(reply) ?? '');
    return reply;
  } catch (err) {
    toast.error(err instanceof ApiError ? err.message : fallback);
    return undefined;
  }
}
