import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A mutation that, once it succeeds, refreshes every query under the given keys. */
export function useInvalidatingMutation<I, O>(mutationFn: (input: I) => Promise<O>, keys: readonly QueryKey[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
