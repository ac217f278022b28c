import { describe, expect, it } from 'vitest';
import {
  FORBIDDEN_HTML_INSPECTED_LENGTH,
  FORBIDDEN_HTML_MESSAGE,
  hasForbiddenHtml,
} from './forbiddenHtml.ts';

describe('FORBIDDEN_HTML_MESSAGE', () => {
  it('is the exact SPEC 5 text', () => {
    expect(FORBIDDEN_HTML_MESSAGE).toBe('Tidak boleh mengandung text HTML,CSS,Javascript');
  });
});

describe('hasForbiddenHtml', () => {
  it('accepts empty input', () => {
    expect(hasForbiddenHtml('')).toBe(false);
    expect(hasForbiddenHtml('   \n\t')).toBe(false);
    expect(hasForbiddenHtml(null)).toBe(false);
    expect(hasForbiddenHtml(undefined)).toBe(false);
  });

  it('accepts ordinary product and address text', () => {
    expect(hasForbiddenHtml('Silinder pneumatik 32 x 100 mm, tekanan 10 bar')).toBe(false);
    expect(hasForbiddenHtml('Jl. Industri No. 5, Bekasi & Cikarang')).toBe(false);
    expect(hasForbiddenHtml('Harga > Rp 1.000 dan < Rp 5.000')).toBe(false);
  });

  it('flags a doctype in any case, with or without a space', () => {
    expect(hasForbiddenHtml('<!DOCTYPE html>')).toBe(true);
    expect(hasForbiddenHtml('<!doctype html>')).toBe(true);
    expect(hasForbiddenHtml('teks <!DocType html> teks')).toBe(true);
    expect(hasForbiddenHtml('<!doctypehtml>')).toBe(true);
  });

  it('flags html and body tags', () => {
    expect(hasForbiddenHtml('<html>')).toBe(true);
    expect(hasForbiddenHtml('<html lang="id">')).toBe(true);
    expect(hasForbiddenHtml('<body onload="alert(1)">')).toBe(true);
    expect(hasForbiddenHtml('</body></html>')).toBe(true);
  });

  it('flags custom x- tags', () => {
    expect(hasForbiddenHtml('<x-foo>')).toBe(true);
    expect(hasForbiddenHtml('<X-Foo bar="1">')).toBe(true);
    expect(hasForbiddenHtml('</x-widget>')).toBe(true);
    expect(hasForbiddenHtml('<x-a/>')).toBe(true);
  });

  it('flags script, style and event-handler payloads', () => {
    expect(hasForbiddenHtml('<script>alert(1)</script>')).toBe(true);
    expect(hasForbiddenHtml('<SCRIPT SRC=//evil.example/x.js></SCRIPT>')).toBe(true);
    expect(hasForbiddenHtml('<style>body{display:none}</style>')).toBe(true);
    expect(hasForbiddenHtml('<img src=x onerror=alert(1)>')).toBe(true);
    expect(hasForbiddenHtml('<svg/onload=alert(1)>')).toBe(true);
    expect(hasForbiddenHtml('<iframe src="javascript:alert(1)"></iframe>')).toBe(true);
    expect(hasForbiddenHtml('<a href="javascript:alert(1)">klik</a>')).toBe(true);
  });

  it('flags opening, closing and self-closing tags', () => {
    expect(hasForbiddenHtml('<div>')).toBe(true);
    expect(hasForbiddenHtml('</div>')).toBe(true);
    expect(hasForbiddenHtml('<br/>')).toBe(true);
    expect(hasForbiddenHtml('<br />')).toBe(true);
    expect(hasForbiddenHtml('<hr>')).toBe(true);
  });

  it('flags tags in any letter case', () => {
    expect(hasForbiddenHtml('<DIV>')).toBe(true);
    expect(hasForbiddenHtml('<Span>')).toBe(true);
    expect(hasForbiddenHtml('<sCrIpT>')).toBe(true);
  });

  it('flags a tag whose attributes follow any HTML whitespace', () => {
    expect(hasForbiddenHtml('<img\nsrc=x>')).toBe(true);
    expect(hasForbiddenHtml('<img\tsrc=x>')).toBe(true);
    expect(hasForbiddenHtml('<img\fsrc=x>')).toBe(true);
    expect(hasForbiddenHtml('<img\r\nsrc=x>')).toBe(true);
  });

  it('flags tags inside surrounding text', () => {
    expect(hasForbiddenHtml('Katup <b>baru</b> tersedia')).toBe(true);
    expect(hasForbiddenHtml('Baris satu<br>baris dua')).toBe(true);
  });

  it.each([
    'a',
    'abbr',
    'address',
    'area',
    'article',
    'aside',
    'audio',
    'b',
    'base',
    'bdi',
    'bdo',
    'blockquote',
    'body',
    'br',
    'button',
    'canvas',
    'caption',
    'cite',
    'code',
    'col',
    'colgroup',
    'data',
    'datalist',
    'dd',
    'del',
    'details',
    'dfn',
    'dialog',
    'div',
    'dl',
    'dt',
    'em',
    'embed',
    'fieldset',
    'figcaption',
    'figure',
    'footer',
    'form',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'head',
    'header',
    'hgroup',
    'hr',
    'html',
    'i',
    'iframe',
    'img',
    'input',
    'ins',
    'kbd',
    'label',
    'legend',
    'li',
    'link',
    'main',
    'map',
    'mark',
    'math',
    'menu',
    'meta',
    'meter',
    'nav',
    'noscript',
    'object',
    'ol',
    'optgroup',
    'option',
    'output',
    'p',
    'picture',
    'pre',
    'progress',
    'q',
    'rp',
    'rt',
    'ruby',
    's',
    'samp',
    'script',
    'search',
    'section',
    'select',
    'selectedcontent',
    'slot',
    'small',
    'source',
    'span',
    'strong',
    'style',
    'sub',
    'summary',
    'sup',
    'svg',
    'table',
    'tbody',
    'td',
    'template',
    'textarea',
    'tfoot',
    'th',
    'thead',
    'time',
    'title',
    'tr',
    'track',
    'u',
    'ul',
    'var',
    'video',
    'wbr',
  ])('flags the standard element <%s>', (name) => {
    expect(hasForbiddenHtml(`<${name}>`)).toBe(true);
    expect(hasForbiddenHtml(`</${name}>`)).toBe(true);
  });

  it.each([
    'acronym',
    'applet',
    'basefont',
    'bgsound',
    'big',
    'blink',
    'center',
    'dir',
    'font',
    'frame',
    'frameset',
    'image',
    'isindex',
    'keygen',
    'listing',
    'marquee',
    'menuitem',
    'nobr',
    'noembed',
    'noframes',
    'param',
    'plaintext',
    'strike',
    'tt',
    'xmp',
  ])('flags the obsolete element <%s> that browsers still parse', (name) => {
    expect(hasForbiddenHtml(`<${name}>`)).toBe(true);
  });

  it('accepts comparisons and hearts: "<" not directly followed by a letter is no tag', () => {
    expect(hasForbiddenHtml('a < b')).toBe(false);
    expect(hasForbiddenHtml('5 <10')).toBe(false);
    expect(hasForbiddenHtml('<3')).toBe(false);
    expect(hasForbiddenHtml('tekanan <= 10 bar')).toBe(false);
    expect(hasForbiddenHtml('<<>>')).toBe(false);
    expect(hasForbiddenHtml('<')).toBe(false);
  });

  it('accepts a space between "<" and the name, as the HTML tokenizer does', () => {
    expect(hasForbiddenHtml('< div>')).toBe(false);
    expect(hasForbiddenHtml('</ div>')).toBe(false);
    expect(hasForbiddenHtml('<//div>')).toBe(false);
  });

  it('accepts an e-mail in angle brackets: the tag name would be "a@b.c", not "a"', () => {
    expect(hasForbiddenHtml('email <a@b.c>')).toBe(false);
    expect(hasForbiddenHtml('Budi <budi@example.com>')).toBe(false);
    expect(hasForbiddenHtml('<b.c>')).toBe(false);
  });

  it('accepts words that merely start with a tag name', () => {
    expect(hasForbiddenHtml('<divan>')).toBe(false);
    expect(hasForbiddenHtml('<address-book>')).toBe(false);
    expect(hasForbiddenHtml('<bold>')).toBe(false);
    expect(hasForbiddenHtml('<ukuran>')).toBe(false);
  });

  it('accepts other custom elements and names that only contain x-', () => {
    expect(hasForbiddenHtml('<my-widget>')).toBe(false);
    expect(hasForbiddenHtml('<box-x>')).toBe(false);
    expect(hasForbiddenHtml('<xfoo>')).toBe(false);
  });

  it('accepts SVG or MathML child names on their own (inert outside svg/math)', () => {
    expect(hasForbiddenHtml('<path d="M0">')).toBe(false);
    expect(hasForbiddenHtml('<circle>')).toBe(false);
  });

  it('accepts comments, entities and bare CSS or JavaScript: SPEC 5 names only tags', () => {
    expect(hasForbiddenHtml('<!-- catatan -->')).toBe(false);
    expect(hasForbiddenHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(false);
    expect(hasForbiddenHtml('color: red; alert(1)')).toBe(false);
    expect(hasForbiddenHtml('＜script＞')).toBe(false); // full-width brackets are not markup
  });

  it('flags a tag name that ends at the end of the text, since more text could complete it', () => {
    expect(hasForbiddenHtml('teks <script')).toBe(true);
    expect(hasForbiddenHtml('</div')).toBe(true);
    expect(hasForbiddenHtml('<x-foo')).toBe(true);
  });

  it('trims before inspecting', () => {
    expect(hasForbiddenHtml('   <b>tebal</b>   ')).toBe(true);
  });

  it('inspects only the first 1000 characters of the trimmed text', () => {
    expect(FORBIDDEN_HTML_INSPECTED_LENGTH).toBe(1000);
    const filler = 'a'.repeat(997);
    // '<b>' occupies characters 998–1000: inside the window.
    expect(hasForbiddenHtml(`${filler}<b>`)).toBe(true);
    // One more filler character pushes the '>' out; '<b' at the very end still counts.
    expect(hasForbiddenHtml(`${filler}a<b>`)).toBe(true);
    // Two more push the name itself out: only '<' remains in the window.
    expect(hasForbiddenHtml(`${filler}aa<b>`)).toBe(false);
    expect(hasForbiddenHtml(`${'a'.repeat(1000)}<script>alert(1)</script>`)).toBe(false);
  });

  it('counts the window after trimming, so leading spaces do not hide a tag', () => {
    expect(hasForbiddenHtml(`${' '.repeat(5000)}${'a'.repeat(990)}<b>`)).toBe(true);
  });

  it('counts the window in Unicode code points, so emoji count once', () => {
    const emoji = '😀'.repeat(997); // 1994 UTF-16 units, 997 characters
    expect(hasForbiddenHtml(`${emoji}<b>`)).toBe(true);
    expect(hasForbiddenHtml(`${emoji}aa<b>`)).toBe(false);
  });

  it('stays fast on very long input', () => {
    const huge = `${'<'.repeat(100_000)}${'a'.repeat(1_000_000)}`;
    const started = performance.now();
    expect(hasForbiddenHtml(huge)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('has no state between calls (the global regex is not reused wrongly)', () => {
    expect(hasForbiddenHtml('<b>')).toBe(true);
    expect(hasForbiddenHtml('<b>')).toBe(true);
    expect(hasForbiddenHtml('x <i>')).toBe(true);
  });
});
