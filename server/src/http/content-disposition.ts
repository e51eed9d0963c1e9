/**
 * A Content-Disposition header for a user-supplied file name: an ASCII fallback with anything
 * that could break the header or a path replaced, and the exact name in RFC 5987 form.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const base = name.replace(/^.*[\\/]/, '');
  const ascii = base.replace(/[^A-Za-z0-9._ -]/g, '_').replace(/^\.+/, '') || 'price-list';
  // RFC 5987's attr-char excludes ' ( ) * ! which encodeURIComponent leaves as they are.
  const encoded = encodeURIComponent(base || ascii).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
