// The frame every public page shares (top bar with its mega-menus, footer), rendered once per
// version of what it shows and spliced into each page (issue 34). The layout renders its parts
// apart on request (FrameSlots): once with markers for all three parts, once with the frame and a
// marker for the screen; what stands between the markers is the frame's HTML. A page is then
// rendered without the frame (markers in its place) and the frame's HTML put there: the same
// document as the whole page's (the tests render both). The frame's styles are the page's shared
// stylesheet (sheetParts.ts).
import { STYLESHEET_PATH } from '../../contracts/page-renderer.ts';
import { slotMarker } from '../../src/screens/public/PublicLayout/frameSlots.tsx';
import { leadingLinks, linksOf, preloadsForParts, scanned } from './preloadOrder.ts';
import type { ScannedPart } from './preloadOrder.ts';
import { contentHash, sharedCss } from './sheetParts.ts';
import type { SheetParts } from './sheetParts.ts';

/** Stands for the search text in the frame's HTML (the top bar's box shows it). */
const SEARCH_SLOT = 'kpsearchslot';

/** The frame's HTML and styles. */
export interface Frame {
  /** The top bar's HTML, the search text as SEARCH_SLOT. */
  top: string;
  /** The footer's HTML. */
  foot: string;
  /** The image preloads the frame's images add to a page. */
  links: string[];
  /**
   * The top bar and the footer read once for the images React would preload (preloadOrder.ts),
   * null when they are read in each page (the search text in an image of the top bar, or images
   * React does not preload).
   */
  scans: { top: ScannedPart | null; foot: ScannedPart | null };
  /** The frame's styles (with the app's global ones): the shared stylesheet. */
  styles: SheetParts;
  stylesheet: { href: string; css: string };
}

const IMAGE = /<img\b[^>]*>/g;

/** `html` cut at the first `marker`, or null when it has none. */
function cut(html: string, marker: string): [string, string] | null {
  const at = html.indexOf(marker);
  return at < 0 ? null : [html.slice(0, at), html.slice(at + marker.length)];
}

/**
 * The frame from a render with markers for all three parts (`markers`) and one with the frame and
 * a marker for the screen (`whole`), or null when they do not fit together.
 */
export function frameOf(markers: string, whole: string, styles: SheetParts): Frame | null {
  const links = leadingLinks(whole);
  const framed = whole.slice(links.length);
  const plain = markers.slice(leadingLinks(markers).length);
  const [beforeTop, afterTop] = cut(plain, slotMarker('top')) ?? [];
  const [beforeScreen, afterScreen] = cut(afterTop ?? '', slotMarker('screen')) ?? [];
  const [beforeFoot, afterFoot] = cut(afterScreen ?? '', slotMarker('foot')) ?? [];
  const [withTop, withFoot] = cut(framed, slotMarker('screen')) ?? [];
  if (
    beforeTop === undefined ||
    beforeScreen === undefined ||
    beforeFoot === undefined ||
    afterFoot === undefined ||
    withTop === undefined ||
    withFoot === undefined ||
    !withTop.startsWith(beforeTop) ||
    !withTop.endsWith(beforeScreen) ||
    !withFoot.startsWith(beforeFoot) ||
    !withFoot.endsWith(afterFoot) ||
    withTop.length < beforeTop.length + beforeScreen.length ||
    withFoot.length < beforeFoot.length + afterFoot.length
  )
    return null;
  const css = sharedCss(styles);
  const top = withTop.slice(beforeTop.length, withTop.length - beforeScreen.length);
  const foot = withFoot.slice(beforeFoot.length, withFoot.length - afterFoot.length);
  return {
    top,
    foot,
    links: linksOf(links),
    scans: {
      // The search text put into an image's attributes could change what it preloads.
      top: (top.match(IMAGE) ?? []).some((image) => image.includes(SEARCH_SLOT))
        ? null
        : scanned(top),
      foot: scanned(foot),
    },
    styles,
    stylesheet: { href: `${STYLESHEET_PATH}${contentHash(css)}.css`, css },
  };
}

const NEEDS_ESCAPE = /["&'<>]/;

/**
 * Text in an attribute, escaped as React escapes it: in one pass from the first character to
 * escape, as React does (five `replace` passes over every island's props and every kept part's
 * values were ~1 % of a filtered type page's render), and the text itself when there is none.
 */
export function escapeAttribute(text: string): string {
  const first = NEEDS_ESCAPE.exec(text);
  if (!first) return text;
  let escaped = '';
  let from = 0;
  for (let index = first.index; index < text.length; index++) {
    let entity: string;
    switch (text.charCodeAt(index)) {
      case 34:
        entity = '&quot;';
        break;
      case 38:
        entity = '&amp;';
        break;
      case 39:
        entity = '&#x27;';
        break;
      case 60:
        entity = '&lt;';
        break;
      case 62:
        entity = '&gt;';
        break;
      default:
        continue;
    }
    escaped += text.slice(from, index) + entity;
    from = index + 1;
  }
  return escaped + text.slice(from);
}

/**
 * The whole document of a page rendered with markers for the frame (`html`): the frame's HTML in
 * their place, the frame's image preloads among the page's in prerender's order; null when that
 * order is not certain or the markers are not there.
 */
export function splice(html: string, frame: Frame, search: string): string | null {
  const links = leadingLinks(html);
  const [beforeTop, afterTop] = cut(html.slice(links.length), slotMarker('top')) ?? [];
  const [screen, afterFoot] = cut(afterTop ?? '', slotMarker('foot')) ?? [];
  if (beforeTop === undefined || screen === undefined || afterFoot === undefined) return null;
  const top = search ? frame.top.split(SEARCH_SLOT).join(escapeAttribute(search)) : frame.top;
  // The frame's parts as read once (the search text is in none of their images).
  const preloads = preloadsForParts(
    [...linksOf(links), ...frame.links],
    [beforeTop, frame.scans.top ?? top, screen, frame.scans.foot ?? frame.foot, afterFoot],
  );
  return preloads === null ? null : preloads + beforeTop + top + screen + frame.foot + afterFoot;
}

/**
 * What the frame of a page at `pathname` with `search` depends on besides the shared data, and
 * the address to render it at: the top bar's links mark the section of the address as the current
 * page (its first segment), and its search box shows the search text.
 */
export function frameAddress(pathname: string, search: string): { key: string; url: string } {
  const section = pathname.split('/')[1] ?? '';
  return {
    key: `${section}\u0000${search ? 'search' : ''}\u0000${new Date().getFullYear()}`,
    url: search ? `${pathname}?search=${SEARCH_SLOT}` : pathname,
  };
}

/** The frames of the latest versions of the shared data, by key. */
export class FrameCache {
  private readonly frames = new Map<string, Frame | null>();
  private readonly limit: number;

  constructor(limit = 32) {
    this.limit = limit;
  }

  /** The frame of `key`, made by `make` the first time (null: the frame can not be rendered apart). */
  get(key: string, make: () => Frame | null): Frame | null {
    if (this.frames.has(key)) {
      const frame = this.frames.get(key) as Frame | null;
      // Most recently used last: the oldest goes first.
      this.frames.delete(key);
      this.frames.set(key, frame);
      return frame;
    }
    const frame = make();
    this.frames.set(key, frame);
    if (this.frames.size > this.limit)
      this.frames.delete(this.frames.keys().next().value as string);
    return frame;
  }
}
