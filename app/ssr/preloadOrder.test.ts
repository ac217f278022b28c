// The synchronous renderer's document, its preloads reordered, is prerender's document: checked
// against React itself, so a React release that orders them otherwise fails here.
import { createElement, Suspense } from 'react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import {
  inPrerenderOrder,
  leadingLinks,
  linksOf,
  preloadsFor,
  preloadsForParts,
  scanned,
} from './preloadOrder.ts';

const image = (name: string, props: Record<string, string> = {}) =>
  createElement('img', {
    src: `/${name}.webp`,
    srcSet: `/${name}.thumb.webp 480w, /${name}.webp 1920w`,
    sizes: '160px',
    alt: '',
    ...props,
  });
const boundary = (...children: ReactNode[]) =>
  createElement(Suspense, { fallback: null }, ...children);
const div = (...children: ReactNode[]) => createElement('div', null, ...children);

/**
 * Images at several Suspense depths: one of high priority, a lazy one (never preloaded), and `h`
 * two boundaries deep.
 */
const nested = () => [
  image('a'),
  boundary(div(image('b'), boundary(image('c')), image('d', { fetchPriority: 'high' }))),
  image('e'),
  boundary(image('f'), image('g', { loading: 'lazy' })),
  boundary(boundary(image('h')), image('i')),
];

async function prerendered(element: ReturnType<typeof div>): Promise<string> {
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

const preloads = (html: string) =>
  Array.from(html.matchAll(/<link [^>]*imageSrcSet="\/(\w+)\.thumb/g), (match) => match[1]).join(
    '',
  );

describe('inPrerenderOrder', () => {
  it('orders the preloads as prerender does: by Suspense depth, then place in the document', async () => {
    const page = div(
      ...nested(),
      // Rendered again higher up than its first place: prerender meets it there first.
      image('h'),
      createElement('img', { src: '/only-src.webp', alt: '' }),
    );
    const atOnce = renderToString(page);
    const waited = await prerendered(page);
    expect(preloads(atOnce)).toBe('abcdefhi');
    expect(preloads(waited)).toBe('aehbdfic');
    expect(inPrerenderOrder(atOnce)).toBe(waited);
  });

  it('leaves a document with one preload or none as it is', () => {
    const html = renderToString(div(image('a'), boundary(image('b', { loading: 'lazy' }))));
    expect(inPrerenderOrder(html)).toBe(html);
  });

  it('keeps the two groups of React past the first ten, and moves a later high-priority use to the first', async () => {
    const many = Array.from({ length: 12 }, (_, index) => boundary(image(`p${index}`)));
    const page = div(
      image('a'),
      ...many,
      image('z'),
      boundary(boundary(image('p11', { fetchPriority: 'high' }))),
      image('y', { fetchPriority: 'high' }),
    );
    const waited = await prerendered(page);
    expect(inPrerenderOrder(renderToString(page))).toBe(waited);
    expect(preloads(waited)).toBe('azyp0p1p2p3p4p5p6p11p7p8p9p10');
  });

  it('is not sure of images in <picture> or <noscript>, nor of links that are not image preloads', () => {
    const inPicture = div(
      image('a'),
      boundary(image('b')),
      createElement('picture', null, image('c')),
    );
    expect(inPrerenderOrder(renderToString(inPicture))).toBeNull();
    const withFont =
      '<link rel="preload" as="font" href="/f.woff2"/><link rel="preload" as="image" href="/a.webp"/><img src="/a.webp"/>';
    expect(inPrerenderOrder(withFont)).toBeNull();
    const unmatched =
      '<link rel="preload" as="image" href="/a.webp"/><link rel="preload" as="image" href="/b.webp"/><img src="/a.webp"/>';
    expect(inPrerenderOrder(unmatched)).toBeNull();
  });
});

describe('preloadsForParts (issue 34, session 31)', () => {
  const page = div(
    ...nested(),
    ...Array.from({ length: 9 }, (_, index) => boundary(image(`p${index}`))),
    image('z'),
  );
  const html = renderToString(page);
  const leading = leadingLinks(html);
  const links = linksOf(leading);
  const body = html.slice(leading.length);
  /** Where a tag or marker starts: a document cut there cuts none. */
  const starts = [...body.matchAll(/</g)].map((match) => match.index);

  it("gives preloadsFor's preloads of the joined document, its parts read there or before", async () => {
    const expected = preloadsFor(links, body);
    expect(expected).not.toBeNull();
    // The parts' order matters: prerender's, which is not the document's.
    expect(preloads(expected ?? '')).toBe(preloads(await prerendered(page)));
    let cuts = 0;
    for (let step = 3; step < 40; step += 4)
      for (let first = 1; first < starts.length; first += step) {
        const at = [0, ...starts.filter((_, index) => index % step === first % step), body.length];
        const parts = at.slice(1).map((end, index) => body.slice(at[index], end));
        expect(preloadsForParts(links, parts)).toBe(expected);
        // Every other part read before (as the frame's are), alone.
        const mixed = parts.map((part, index) => (index % 2 ? (scanned(part) ?? part) : part));
        expect(preloadsForParts(links, mixed)).toBe(expected);
        cuts++;
      }
    expect(cuts).toBeGreaterThan(20);
  });

  it('is not sure of a part with <picture> or <noscript>, read there or before', () => {
    const picture = '<picture><img src="/x.webp"/></picture>';
    expect(scanned(picture)).toBeNull();
    expect(preloadsForParts(links, [body, picture])).toBeNull();
    expect(
      preloadsForParts(links, [body.slice(0, 10), '<noscript></noscript>', body.slice(10)]),
    ).toBeNull();
    // A preload without its image, or an image without its preload: not sure either.
    expect(preloadsForParts(links.slice(1), [body])).toBeNull();
    expect(
      preloadsForParts([...links, '<link rel="preload" as="image" href="/q.webp"/>'], [body]),
    ).toBeNull();
  });
});

describe('scanned (issue 34, session 33)', () => {
  // The reading before session 33, the reference: `<picture` or `<noscript` anywhere makes it
  // null, else the pattern's markers and images.
  const ATTRIBUTE = / ([A-Za-z-]+)="([^"]*)"/g;
  const reference = (text: string) => {
    if (text.includes('<picture') || text.includes('<noscript')) return null;
    const images: { key: string; high: boolean; depth: number; at: number }[] = [];
    let depth = 0;
    for (const match of text.matchAll(/<!--(\$[?!]?|\/\$)-->|<img\b[^>]*>/g)) {
      if (match[1] !== undefined) {
        depth += match[1] === '/$' ? -1 : 1;
        continue;
      }
      if (match[0].includes(' loading="lazy"')) continue;
      const image = new Map(
        Array.from(match[0].matchAll(ATTRIBUTE), (found) => [found[1], found[2]] as const),
      );
      const src = image.get('src');
      if (
        image.get('loading') === 'lazy' ||
        image.get('fetchPriority') === 'low' ||
        src?.toLowerCase().startsWith('data:')
      )
        continue;
      const srcSet = image.get('srcSet');
      const key = srcSet ? `${srcSet}\n${image.get('sizes') ?? ''}` : src;
      if (key !== undefined)
        images.push({ key, high: image.get('fetchPriority') === 'high', depth, at: match.index });
    }
    return { text, images, depth };
  };
  const PIECES = [
    '<!--$-->',
    '<!--$?-->',
    '<!--$!-->',
    '<!--/$-->',
    '<!--$',
    '<!--/$?-->',
    '<!-- -->',
    '<img src="/a.webp" alt="">',
    '<img srcSet="/b.thumb.webp 480w" sizes="160px" src="/b.webp" fetchPriority="high">',
    '<img loading="lazy" src="/c.webp">',
    '<img src="data:image/png;base64,AA">',
    '<img alt="<picture>" src="/d.webp">',
    '<img alt="<noscript" src="/e.webp">',
    '<img',
    '<imgx src="/f.webp">',
    '<picture>',
    '</picture>',
    '<noscript>',
    '<pictur',
    'e>',
    '<div class="x">',
    'é“”–',
    '>',
  ];

  it('reads a text as the whole-text search and the pattern did: null with a <picture> or <noscript> anywhere, else the same images', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    let nulls = 0;
    let images = 0;
    for (let round = 0; round < 4000; round += 1) {
      const text = Array.from(
        { length: 1 + (next() % 10) },
        () => PIECES[next() % PIECES.length],
      ).join('');
      const expected = reference(text);
      expect(scanned(text), text).toEqual(expected);
      if (expected === null) nulls += 1;
      else images += expected.images.length;
    }
    expect(nulls).toBeGreaterThan(500);
    expect(images).toBeGreaterThan(500);
  });

  it('reads a React document as before', async () => {
    for (const text of [
      renderToString(div(...nested())),
      await prerendered(div(...nested())),
      renderToString(div(...nested(), createElement('picture', null, image('p')))),
    ])
      expect(scanned(text)).toEqual(reference(text));
    expect(scanned(renderToString(div(...nested())))?.images.length).toBeGreaterThan(4);
  });
});
