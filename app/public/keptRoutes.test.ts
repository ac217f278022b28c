// (A .ts file, as the unit project's: elements made with createElement.)
import { createElement as h } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useHref,
  useLocation,
  useParams,
  useResolvedPath,
} from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { KeptRoutes, keptRouteCounts } from './keptRoutes.tsx';

type Matcher = ComponentType<{ children: ReactNode }>;

/** Writes out what a route's element sees of its match. */
function Shows({ name }: { name: string }) {
  const params = useParams();
  const { pathname, search } = useLocation();
  const resolved = useResolvedPath('.');
  const href = useHref('next?q=1');
  return h(
    'p',
    null,
    `${name} ${JSON.stringify(params)} ${pathname}${search} ${resolved.pathname} ${href}`,
  );
}

function Layout() {
  return h('main', null, h(Shows, { name: 'layout' }), h(Outlet));
}

const page = (path: string | undefined, name: string, more: object = {}) =>
  h(Route, { key: name, path, element: h(Shows, { name }), ...more });

/** A table shaped as PublicApp's: a layout route, its pages, a catch-all. */
function table(matcher: Matcher, extra = false) {
  return h(
    matcher,
    null,
    h(
      Route,
      { element: h(Layout) },
      page(undefined, 'home', { index: true }),
      page('/detail-product/:id', 'product'),
      page('/news/:slug?', 'news'),
      page('/Case', 'case', { caseSensitive: true }),
      page('/files/*', 'files'),
      extra ? page('/detail-product/5', 'five') : null,
      page('*', 'unknown'),
    ),
  );
}

const at = (url: string, matcher: Matcher, extra = false) =>
  renderToString(h(StaticRouter, { location: url }, table(matcher, extra)));

const PATHS = [
  '/',
  '/detail-product/5',
  '/detail-product/a%20b?x=1',
  '/detail-product/%E2%9C%93',
  '/detail-product/%3F%23',
  '/detail-product/a\\b',
  '/news',
  '/news/one',
  '/case',
  '/Case',
  '/files/a/b%20c',
  '/nowhere/at/all',
];

describe('KeptRoutes (the server renderer matches a path once)', () => {
  it('renders every path as Routes does, the first time and when its matches are kept', () => {
    const before = { ...keptRouteCounts };
    for (const url of PATHS) {
      const expected = at(url, Routes);
      expect(at(url, KeptRoutes), url).toBe(expected);
      expect(at(url, KeptRoutes), url).toBe(expected);
    }
    // Each path matched at most once, then taken.
    expect(keptRouteCounts.matched - before.matched).toBeLessThanOrEqual(PATHS.length);
    expect(keptRouteCounts.taken - before.taken).toBeGreaterThanOrEqual(PATHS.length);
  });

  it("matches again when the table changes at the same path (the table's shape is in the key)", () => {
    expect(at('/detail-product/5', KeptRoutes)).toContain('product {&quot;id&quot;:&quot;5&quot;}');
    const changed = at('/detail-product/5', KeptRoutes, true);
    expect(changed).toBe(at('/detail-product/5', Routes, true));
    expect(changed).toContain('five {}');
  });

  it('is Routes itself below another route', () => {
    const nested = (matcher: Matcher) =>
      renderToString(
        h(
          StaticRouter,
          { location: '/shop/item/7' },
          h(
            Routes,
            null,
            h(Route, {
              path: '/shop/*',
              element: h(
                matcher,
                null,
                h(Route, { path: 'item/:id', element: h(Shows, { name: 'item' }) }),
              ),
            }),
          ),
        ),
      );
    expect(nested(KeptRoutes)).toBe(nested(Routes));
    expect(nested(KeptRoutes)).toContain(
      'item {&quot;*&quot;:&quot;item/7&quot;,&quot;id&quot;:&quot;7&quot;}',
    );
  });
});
