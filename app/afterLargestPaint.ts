// A build step: the app's scripts start loading once the page's largest picture has painted.
// A public page arrives rendered by the server: its text, styles and pictures show without any
// script, which only hydrates what is already on screen. Requested at once, the 140 kB of scripts
// share a slow phone's bandwidth with that picture and push its paint (LCP) back; requested after
// it, they take the line alone. index.html's module script and module preloads become one small
// deferred classic script (the CSP allows no inline script) that adds them back when every
// `fetchpriority="high"` picture has loaded, been decoded (or failed) and painted. A page without one (the
// staff side's empty shell) starts them as soon as the document is parsed. Before that, it starts
// holding presses on marked controls until they are live (src/ui/dom/earlyPresses.ts, issue 32).
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import {
  EARLY_PRESS_ATTRIBUTE,
  EARLY_PRESS_GLOBAL,
  EARLY_PRESS_LEAVE_WAIT_MS,
  captureEarlyPresses,
} from '../src/ui/dom/earlyPresses.ts';

/** The longest a page waits for its pictures before starting its scripts anyway. */
export const BOOT_WAIT_MS = 3000;

/**
 * Runs in the browser as a classic deferred script; `data-entry` and `data-preload` on its own tag
 * name the module script and the module preloads to add. Written as a function so that tsc and
 * ESLint check it; the build writes its source text out as a file.
 */
function boot(waitMs: number): void {
  const tag = document.currentScript;
  if (!(tag instanceof HTMLScriptElement)) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of (tag.dataset.preload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = tag.dataset.entry ?? '';
    document.head.append(script);
  };
  // A picture paints once it is loaded and decoded, in the frame after that: start when every
  // high-priority picture has got there (or failed), after two frames.
  const afterPaint = () =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  const painted = (image: HTMLImageElement) =>
    new Promise<void>((resolve) => {
      const decoded = () => void image.decode().then(resolve, resolve);
      if (image.complete) decoded();
      else {
        image.addEventListener('load', decoded, { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      }
    });
  const pictures = Array.from(document.querySelectorAll('img[fetchpriority="high"]')).filter(
    (image): image is HTMLImageElement => image instanceof HTMLImageElement,
  );
  if (pictures.length === 0) {
    start();
    return;
  }
  void Promise.all(pictures.map(painted)).then(afterPaint);
  setTimeout(start, waitMs);
}

/** The boot script's file (under assets/, named by its content like every other asset). */
export function bootScript(): { fileName: string; source: string } {
  const names = [EARLY_PRESS_ATTRIBUTE, EARLY_PRESS_GLOBAL].map((name) => JSON.stringify(name));
  const source =
    `(${captureEarlyPresses.toString()})(${names.join(', ')}, ${EARLY_PRESS_LEAVE_WAIT_MS});\n` +
    `(${boot.toString()})(${BOOT_WAIT_MS});\n`;
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return { fileName: `assets/boot-${hash}.js`, source };
}

const ATTRIBUTE = (name: string) => new RegExp(`\\s${name}="([^"]*)"`);

/**
 * Replaces index.html's `<script type="module" src>` and `<link rel="modulepreload">` tags by one
 * deferred boot script carrying their addresses. HTML without a module script is left as it is.
 */
export function deferToBoot(html: string, bootPath: string): string {
  const scripts = [...html.matchAll(/<script type="module"[^>]*><\/script>\s*/g)];
  const entry = scripts.length === 1 ? ATTRIBUTE('src').exec(scripts[0]![0])?.[1] : undefined;
  if (!entry) return html;
  const preloads: string[] = [];
  const rest = html
    .replace(scripts[0]![0], '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, (link) => {
      const href = ATTRIBUTE('href').exec(link)?.[1];
      if (href) preloads.push(href);
      return '';
    });
  const tag = `<script defer src="${bootPath}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`;
  return rest.replace(/\s*<\/head>/, `\n    ${tag}\n  </head>`);
}

/** Vite plugin: the app's scripts wait for the largest picture (see the top of this file). */
export function afterLargestPaint(): Plugin {
  const script = bootScript();
  let base = '/';
  return {
    name: 'after-largest-paint',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      base = config.base;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: script.fileName, source: script.source });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => deferToBoot(html, `${base}${script.fileName}`),
    },
  };
}
