// A build step: the app's scripts are fetched at low priority. A public page arrives rendered by
// the server, so its picture (the largest paint) and fonts go first and the scripts, which only
// hydrate what is already on screen, follow; the staff side's shell has nothing else to load.
import type { Plugin } from 'vite';

/** Vite plugin: `fetchpriority="low"` on index.html's module script and module preloads. */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
          .replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"'),
    },
  };
}
