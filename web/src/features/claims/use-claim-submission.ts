import { useRef, useState } from 'react';
import { useMarkStale } from '@/lib/stale';
import { sendClaim } from './api/claims';

/**
 * Sends a claim form with one idempotency key, made when the form is first sent and kept
 * until the server has the claim: a retry after a lost reply or a dropped connection then
 * gives back the claim already made, never a second one (docs/decisions/016-claims.md).
 */
export function useClaimSubmission() {
  const key = useRef<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const markStale = useMarkStale();

  const submit = async (form: FormData) => {
    key.current ??= crypto.randomUUID();
    setProgress(0);
    try {
      const reply = await sendClaim(form, key.current, setProgress);
      key.current = null;
      await markStale(['claim']);
      return reply;
    } finally {
      setProgress(null);
    }
  };

  return { submit, progress };
}
