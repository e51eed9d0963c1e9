/**
 * Whether a request's target is under /api, read as loosely as anything on the way may read it,
 * so that an API path no route matches is a JSON 404 and never the web app's page: its slashes
 * doubled (`//api/x`, `/api//x`) or turned (`/api\x`, as browsers read them), dot segments
 * (`/./api/x`, `/x/../api/x`: light-my-request and proxies resolve them, a raw request keeps
 * them), percent-encoding (`/%61pi/x`, which the router decodes and routes as /api/x), any case,
 * and the absolute form (`GET http://host/api/x`, whose path the router reads).
 */
export function isApiPath(url: string): boolean {
  let path = url.replace(/[?#].*$/s, '').replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  // Decoded until it no longer changes (a few rounds at most): `%252F` is `%2F` to a proxy that decodes once.
  for (let round = 0; round < 4; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  const segments: string[] = [];
  for (const segment of path.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return segments[0]?.toLowerCase() === 'api';
}
