import type { Plugin } from 'vite';

/**
 * The page's scripts are fetched at low priority (`fetchpriority="low"` on the entry's module
 * script and its modulepreload links; module-preloads.ts does the same for a route's chunks).
 * The pages the server draws (the public pages, the shop's preview) need their scripts to be
 * interactive, not to be painted: the stylesheet and the pictures go first on a phone's weak
 * connection. Lighthouse also takes high-priority scripts for render-blocking ones, and counted
 * their download in the first paint (decision 036). The app shell, which draws nothing before
 * its scripts, takes the attribute off (entry-server.tsx renderShell).
 */
export function lowScriptPriority(): Plugin {
  return {
    name: 'low-script-priority',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    // After Vite has written the entry's script and modulepreload tags into index.html.
    transformIndexHtml: { order: 'post', handler: withLowScriptPriority },
  };
}

export function withLowScriptPriority(html: string): string {
  return html
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"');
}
