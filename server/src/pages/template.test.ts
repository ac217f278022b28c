import { describe, expect, it } from 'vitest';
import { fontPreloads, templateFrom } from './template.ts';

const TEMPLATE =
  '<!doctype html><html><head><title>app</title><style>x</style></head><body><div id="root"></div><script src="/a.js"></script></body></html>';

describe('templateFrom', () => {
  it('puts the parts in their places, page text literally (no replacement patterns)', () => {
    const html = templateFrom(TEMPLATE)
      .assemble({
        title: "Katup $' & <b>",
        head: '<meta name="x" content="$&">',
        body: "<h1>$' $&</h1>",
      })
      .toString();
    expect(html).toBe(
      '<!doctype html><html><head><title>Katup $\' &amp; &lt;b&gt;</title><style>x</style><meta name="x" content="$&"></head><body><div id="root"><h1>$\' $&</h1></div><script src="/a.js"></script></body></html>',
    );
  });

  it("drops the template's own description, written on one line or several", () => {
    for (const meta of [
      '<meta name="description" content="umum" />',
      '<meta\n      name="description"\n      content="umum"\n    />',
    ]) {
      const html = templateFrom(TEMPLATE.replace('<title>', `${meta}\n<title>`))
        .assemble({
          title: 'Katup',
          head: '<meta name="description" content="halaman">',
          body: '',
        })
        .toString();
      expect(html.match(/name="description"/g)).toHaveLength(1);
      expect(html).toContain('content="halaman"');
    }
  });

  it('gives the page as UTF-8 bytes, each part encoded on its own (a body outside Latin-1 no longer makes the whole page a two-byte string)', () => {
    const parts = {
      title: 'Silinder Ø32 – ganda',
      head: '<style>.a{}</style>',
      body: '<p>Ø32 – 🙂</p>',
    };
    const html = templateFrom(TEMPLATE).assemble(parts);
    expect(Buffer.isBuffer(html)).toBe(true);
    expect(html.equals(Buffer.from(html.toString(), 'utf8'))).toBe(true);
    expect(html.toString()).toBe(
      '<!doctype html><html><head><title>Silinder Ø32 – ganda</title><style>x</style><style>.a{}</style></head><body><div id="root"><p>Ø32 – 🙂</p></div><script src="/a.js"></script></body></html>',
    );
  });

  it("copies a worker's head and body, sent as their UTF-8 bytes a character a byte, as they are", () => {
    const parts = {
      title: 'Silinder Ø32 – ganda',
      head: '<meta content="“katup” é">',
      body: '<p>Ø32 – 🙂 é</p>',
    };
    const template = templateFrom(TEMPLATE);
    const asBytes = (text: string) => Buffer.from(text).toString('latin1');
    const html = template.assemble({
      ...parts,
      head: asBytes(parts.head),
      body: asBytes(parts.body),
      latin1Bytes: true,
    });
    expect(html.equals(template.assemble(parts))).toBe(true);
  });

  it('refuses a template without a root element', () => {
    expect(() => templateFrom('<title>x</title></head>')).toThrow('root');
  });
});

describe('fontPreloads', () => {
  it("preloads each @font-face's WOFF2 once, not its WOFF fallback nor other urls", () => {
    const css =
      '@font-face{font-family:Poppins;font-weight:400;src:url(/assets/p-400.woff2)format("woff2"),url(/assets/p-400.woff)format("woff")}' +
      '@font-face{font-family:Poppins;font-weight:700;src:url("/assets/p-700.woff2") format("woff2")}' +
      '.hero{background:url(/assets/hero.webp)}@font-face{font-family:X;src:url(/assets/p-400.woff2)}';
    expect(fontPreloads(css)).toBe(
      '<link rel="preload" href="/assets/p-400.woff2" as="font" type="font/woff2" crossorigin>' +
        '<link rel="preload" href="/assets/p-700.woff2" as="font" type="font/woff2" crossorigin>',
    );
  });

  it('adds nothing to a stylesheet without web fonts', () => {
    expect(fontPreloads('body{margin:0}.a{background:url(/a.png)}')).toBe('');
  });
});
