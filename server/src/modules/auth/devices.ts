/**
 * A readable name for a browser from its User-Agent: "Firefox on Windows", "Safari on iPhone".
 * Enough to tell one's own devices apart in the sessions list; empty when nothing is known.
 */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return '';
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\/|CriOS\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : '';
  const system = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'macOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : '';
  if (browser && system) return `${browser} · ${system}`;
  return browser || system || ua.slice(0, 60);
}
