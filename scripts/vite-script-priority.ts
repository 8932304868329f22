// Vite plugin: the portal's scripts are fetched at low priority. Pages arrive rendered by the
// server, so the stylesheet and the page's images are what the first paint needs; the scripts
// (module scripts run after parsing anyway) only make the page interactive, and should not take
// a slow phone connection's bandwidth from them. The server adds the same to its preload links.
import type { Plugin } from 'vite';

export function lowPriorityScripts(): Plugin {
  return {
    name: 'low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"'),
    },
  };
}
