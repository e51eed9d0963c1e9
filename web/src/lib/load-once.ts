/**
 * `load` run at the first call and its promise shared by the next ones; after a failure
 * (offline, or a new version's files replaced the old ones) the next call runs it again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
}
