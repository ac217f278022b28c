// React's synchronous renderer (renderToString) and its prerender write the same document, except
// for the order of the image preloads React hoists to its start. Both add an image to them as
// they render it (the first ten, and any with fetchPriority="high", to a first group, the others
// to a second, written after it), but prerender renders a Suspense boundary's content after the
// rest of its parent (a task per boundary, first in first out), so it meets the images by
// boundary depth first, then by place in the document; the synchronous renderer in document
// order. This puts the synchronous renderer's preloads in prerender's order, so a page is the same
// whichever renderer made it, and says when it can not be sure (then prerender renders the page).
// Suspense fallbacks: prerender renders them too, the synchronous renderer does not; this app's
// are all null.

/** React's first group of image preloads holds this many, besides those of high priority. */
const FIRST_GROUP = 10;

const LEADING_LINKS = /^(?:<link [^>]*>)*/;

/** The `<link>` tags React writes at the start of a document (the preloads it hoisted). */
export function leadingLinks(html: string): string {
  return LEADING_LINKS.exec(html)?.[0] ?? '';
}

const LINK = /<link [^>]*>/g;
const ATTRIBUTE = / ([A-Za-z-]+)="([^"]*)"/g;
/**
 * Suspense boundaries' start and end markers, images, and the start of a `<picture>` or a
 * `<noscript>` (whose images React does not preload).
 */
const MARKER_OR_IMAGE = /<!--(\$[?!]?|\/\$)-->|<img\b[^>]*>|<(?:picture|noscript)/g;

export interface Rendered {
  key: string;
  high: boolean;
  depth: number;
  at: number;
}

function attributes(tag: string): Map<string, string> {
  return new Map(
    Array.from(tag.matchAll(ATTRIBUTE), (match) => [match[1] as string, match[2] as string]),
  );
}

/** React's key of a preloaded image: its srcset and sizes, else its src. */
function imageKey(
  srcSet: string | undefined,
  sizes: string | undefined,
  src: string | undefined,
): string | undefined {
  return srcSet ? `${srcSet}\n${sizes ?? ''}` : src;
}

/** `links` by React's key of the image each preloads, or null when one is not an image preload. */
function linksByKey(links: readonly string[]): Map<string, string> | null {
  const byKey = new Map<string, string>();
  for (const link of links) {
    const preload = attributes(link);
    const key = imageKey(
      preload.get('imageSrcSet'),
      preload.get('imageSizes'),
      preload.get('href'),
    );
    if (preload.get('rel') !== 'preload' || preload.get('as') !== 'image' || key === undefined)
      return null;
    byKey.set(key, link);
  }
  return byKey;
}

/**
 * Adds the images of `text` React would preload to `images`, in document order, each with its
 * Suspense depth (from `depth` at its start) and place (from `offset`); the depth at its end, or
 * null when it holds images React does not preload.
 */
function scanImages(
  text: string,
  depth: number,
  offset: number,
  images: Rendered[],
): number | null {
  // Images in <picture> or <noscript> are rendered but not preloaded; not worth telling apart.
  // Found in the same pass as the images: `includes` read a page that is not all Latin-1 (two
  // bytes a character) at ~1.5 µs a kB, twice, more than the pass itself (issue 34, session 33).
  let at = depth;
  for (const match of text.matchAll(MARKER_OR_IMAGE)) {
    if (match[1] !== undefined) {
      at += match[1] === '/$' ? -1 : 1;
      continue;
    }
    const tag = match[0];
    if (!tag.startsWith('<img')) return null;
    // (React writes no `<` inside a tag; any other text's tag is read for them too.)
    if (tag.includes('<', 1) && (tag.includes('<picture') || tag.includes('<noscript')))
      return null;
    // A lazy picture (most of a list's cards) is never preloaded: not read further. React writes
    // every `"` of a value as &quot;, so the text is the attribute itself.
    if (tag.includes(' loading="lazy"')) continue;
    const image = attributes(tag);
    const src = image.get('src');
    if (
      image.get('loading') === 'lazy' ||
      image.get('fetchPriority') === 'low' ||
      src?.toLowerCase().startsWith('data:')
    )
      continue;
    const key = imageKey(image.get('srcSet'), image.get('sizes'), src);
    if (key !== undefined)
      images.push({
        key,
        high: image.get('fetchPriority') === 'high',
        depth: at,
        at: offset + match.index,
      });
  }
  return at;
}

/**
 * A part of documents read once for the images React would preload (`scanned`), put into many
 * documents as `text` (the frame's top bar and footer, frame.ts): its images' depths from its
 * start and places in it, and the depth it ends at.
 */
export interface ScannedPart {
  text: string;
  images: readonly Rendered[];
  depth: number;
}

/** `text` read once for the images React would preload; null when it holds images React does not preload. */
export function scanned(text: string): ScannedPart | null {
  const images: Rendered[] = [];
  const depth = scanImages(text, 0, 0, images);
  return depth === null ? null : { text, images, depth };
}

/** The order React writes the preloads of `images`, met in that order (its two groups, promotions). */
function writtenOrder(images: readonly Rendered[]): string[] {
  const first = new Set<string>();
  const second = new Set<string>();
  for (const { key, high } of images) {
    if (first.has(key)) continue;
    if (second.has(key)) {
      // A later high-priority use moves it to the first group.
      if (high || first.size < FIRST_GROUP) first.add(key);
      continue;
    }
    if (high || first.size < FIRST_GROUP) first.add(key);
    else second.add(key);
  }
  return [...first, ...[...second].filter((key) => !first.has(key))];
}

/**
 * `html` (renderToString's document) with its leading image preloads in the order prerender
 * writes them, or null when that is not certain: a leading link that is not an image preload,
 * images React does not preload, or preloads this model of React does not give in the order the
 * synchronous renderer wrote them (images in HTML a component inserts as it is, say).
 */
export function inPrerenderOrder(html: string): string | null {
  const leading = leadingLinks(html);
  const links = leading.match(LINK) ?? [];
  if (links.length < 2) return html;
  const byKey = linksByKey(links);
  if (!byKey) return null;
  const images = scanned(html.slice(leading.length))?.images;
  if (!images) return null;
  // The model must give the synchronous renderer's own order (document order) before it is trusted.
  const inDocumentOrder = writtenOrder(images);
  if (
    inDocumentOrder.length !== links.length ||
    inDocumentOrder.some((key, index) => byKey.get(key) !== links[index])
  )
    return null;
  const inTaskOrder = writtenOrder(images.toSorted((a, b) => a.depth - b.depth || a.at - b.at));
  return inTaskOrder.map((key) => byKey.get(key) as string).join('') + html.slice(leading.length);
}

/**
 * The image preloads `links` (each once, in any order) as prerender writes them for `body` (a
 * document spliced from parts rendered apart, frame.ts), or null when that is not certain: a link
 * that is not an image preload, images React does not preload, or links and images that differ.
 */
export function preloadsFor(links: readonly string[], body: string): string | null {
  return preloadsForParts(links, [body]);
}

/**
 * `preloadsFor(links, body)` for the document `body` whose parts are `parts` in order, each a text
 * or a part read before (`scanned`): those are not read again, nor the document joined to be read
 * (a page's ~55 kB made flat once more, its frame's ~20 kB read again, ~2.5 % of a spliced page's
 * render: issue 34, session 31). The places of the images only order them, so a part read before
 * counts its own length.
 */
export function preloadsForParts(
  links: readonly string[],
  parts: readonly (string | ScannedPart)[],
): string | null {
  const byKey = linksByKey(links);
  if (!byKey) return null;
  const images: Rendered[] = [];
  let depth = 0;
  let offset = 0;
  for (const part of parts) {
    if (typeof part === 'string') {
      const end = scanImages(part, depth, offset, images);
      if (end === null) return null;
      depth = end;
      offset += part.length;
      continue;
    }
    for (const image of part.images)
      images.push({ ...image, depth: depth + image.depth, at: offset + image.at });
    depth += part.depth;
    offset += part.text.length;
  }
  const inTaskOrder = writtenOrder(images.toSorted((a, b) => a.depth - b.depth || a.at - b.at));
  if (inTaskOrder.length !== byKey.size || inTaskOrder.some((key) => !byKey.has(key))) return null;
  return inTaskOrder.map((key) => byKey.get(key) as string).join('');
}

/** The `<link>` tags of `leading` (leadingLinks' answer). */
export function linksOf(leading: string): string[] {
  return leading.match(LINK) ?? [];
}
