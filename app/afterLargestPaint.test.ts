import { describe, expect, it } from 'vitest';
import { bootScript, deferToBoot } from './afterLargestPaint.ts';

const BUILT = `<!doctype html>
<html lang="id">
  <head>
    <title>Katalog Pneumatik</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-B.js">
    <link rel="modulepreload" crossorigin href="/assets/Button-C.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('deferToBoot', () => {
  it('replaces the module script and its preloads by one deferred boot script naming them', () => {
    const html = deferToBoot(BUILT, '/assets/boot-X.js');
    expect(html).not.toMatch(/type="module"|modulepreload/);
    expect(html).toContain(
      '<script defer src="/assets/boot-X.js" data-entry="/assets/index-A.js" data-preload="/assets/runtime-B.js /assets/Button-C.js"></script>\n  </head>',
    );
    // The stylesheet and the rest of the document stay.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D.css">');
    expect(html).toContain('<div id="root"></div>');
  });

  it('leaves HTML without a module script alone', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    expect(deferToBoot(html, '/assets/boot-X.js')).toBe(html);
  });
});

describe('bootScript', () => {
  it('is named by its content, holds early presses, then calls the boot function with the wait', () => {
    const { fileName, source } = bootScript();
    expect(fileName).toMatch(/^assets\/boot-[\w-]{8}\.js$/);
    expect(source).toMatch(
      /^\(function captureEarlyPresses\(attribute, globalName, leaveWaitMs, follow = [^)]*\) => window\.location\.assign\(href\)\) \{[\s\S]*\}\)\("data-early-press", "__earlyPresses", 4000\);\n\(function boot\(waitMs\) \{[\s\S]*\}\)\(3000\);\n$/,
    );
    // Plain browser JavaScript: no TypeScript left in it.
    expect(source).not.toMatch(/: HTMLImageElement|image is |: EarlyPresses|Element \| null/);
    expect(bootScript().fileName).toBe(fileName);
  });
});
