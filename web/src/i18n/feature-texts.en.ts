// The signed-in screens' English texts (locales/features), in one chunk: a chunk per file cost
// the shop 21 requests, each with its own preload, before its first screen (issue 19).
export default Object.values(
  import.meta.glob<Record<string, unknown>>('./locales/features/*.en.json', { eager: true, import: 'default' }),
);
