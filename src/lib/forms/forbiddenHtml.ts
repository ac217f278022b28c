// The forbidden-HTML check of SPEC 5, shared by client forms and (later, as a copy or a tiny
// shared module) the server. Deliberately free of imports so it can be moved as one file.

/** Message shown when a plain-text field contains markup (SPEC 5, exact text). */
export const FORBIDDEN_HTML_MESSAGE = 'Tidak boleh mengandung text HTML,CSS,Javascript';

/** How many characters (Unicode code points, after trimming) are inspected (SPEC 5). */
export const FORBIDDEN_HTML_INSPECTED_LENGTH = 1000;

/**
 * Every element name of the WHATWG HTML standard (its element index, including svg and math,
 * which open foreign content) plus the obsolete and non-conforming names that browsers still
 * parse (WHATWG "Obsolete features"), such as marquee, frameset and image (parsed as img).
 * SVG and MathML child elements (path, circle, mi) are not here: outside svg/math they are inert.
 */
// Kept compact on purpose: one name per line would make a 150-line list of short words.
// prettier-ignore
const STANDARD_HTML_ELEMENTS: ReadonlySet<string> = new Set([
  // Current elements (WHATWG HTML, index of elements).
  'a', 'abbr', 'address', 'area', 'article', 'aside', 'audio',
  'b', 'base', 'bdi', 'bdo', 'blockquote', 'body', 'br', 'button',
  'canvas', 'caption', 'cite', 'code', 'col', 'colgroup',
  'data', 'datalist', 'dd', 'del', 'details', 'dfn', 'dialog', 'div', 'dl', 'dt',
  'em', 'embed', 'fieldset', 'figcaption', 'figure', 'footer', 'form',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'head', 'header', 'hgroup', 'hr', 'html',
  'i', 'iframe', 'img', 'input', 'ins', 'kbd', 'label', 'legend', 'li', 'link',
  'main', 'map', 'mark', 'math', 'menu', 'meta', 'meter', 'nav', 'noscript',
  'object', 'ol', 'optgroup', 'option', 'output', 'p', 'picture', 'pre', 'progress', 'q',
  'rp', 'rt', 'ruby', 's', 'samp', 'script', 'search', 'section', 'select', 'selectedcontent',
  'slot', 'small', 'source', 'span', 'strong', 'style', 'sub', 'summary', 'sup', 'svg',
  'table', 'tbody', 'td', 'template', 'textarea', 'tfoot', 'th', 'thead', 'time', 'title',
  'tr', 'track', 'u', 'ul', 'var', 'video', 'wbr',
  // Obsolete or non-conforming, but still recognised by HTML parsers or older browsers.
  'acronym', 'applet', 'basefont', 'bgsound', 'big', 'blink', 'center', 'command', 'dir',
  'font', 'frame', 'frameset', 'image', 'isindex', 'keygen', 'listing', 'marquee', 'menuitem',
  'multicol', 'nextid', 'nobr', 'noembed', 'noframes', 'param', 'plaintext', 'portal', 'rb',
  'rtc', 'spacer', 'strike', 'tt', 'xmp',
]);

/**
 * A start or end tag as the HTML tokenizer sees it: '<' or '</' directly followed by an ASCII
 * letter; the name runs until whitespace, '/', '>' or the end of the text. So '< div>', '</ div>',
 * '<3' and 'a < b' are not tags, and in '<a@b.c>' the name is 'a@b.c', not 'a'.
 */
const TAG_PATTERN = /<\/?([A-Za-z][^\t\n\f\r />]*)/g;

// '<!DOCTYPE' is a doctype even without a following space ('<!doctypehtml>'), as in browsers.
const DOCTYPE_PATTERN = /<!doctype/i;

/** Whether a tag name is forbidden: a standard HTML element or a custom 'x-' element. */
function isForbiddenTagName(name: string): boolean {
  const lower = name.toLowerCase();
  return STANDARD_HTML_ELEMENTS.has(lower) || lower.startsWith('x-');
}

/**
 * True when the text contains HTML that SPEC 5 forbids: a doctype, an html/body tag, a custom
 * 'x-' tag or any standard HTML tag (opening, closing or self-closing, any case, with attributes).
 * Only the first 1000 characters of the trimmed text are inspected, exactly as SPEC 5 says;
 * empty input is valid. A tag cut off by the end of the window ('<script') still counts.
 * Not flagged, because SPEC 5 does not name them: comments ('<!-- -->'), other custom elements
 * ('<my-widget>'), escaped entities ('&lt;b&gt;') and bare CSS or JavaScript without a tag.
 */
export function hasForbiddenHtml(text: string | null | undefined): boolean {
  if (text === null || text === undefined) return false;
  const trimmed = text.trim();
  if (trimmed === '') return false;
  // Code points, not UTF-16 units, so emoji count as one character each; at most two units per
  // code point means slicing twice the length first keeps the copy small for huge inputs.
  const inspected = Array.from(trimmed.slice(0, FORBIDDEN_HTML_INSPECTED_LENGTH * 2))
    .slice(0, FORBIDDEN_HTML_INSPECTED_LENGTH)
    .join('');
  if (DOCTYPE_PATTERN.test(inspected)) return true;
  for (const match of inspected.matchAll(TAG_PATTERN)) {
    const name = match[1];
    if (name !== undefined && isForbiddenTagName(name)) return true;
  }
  return false;
}
