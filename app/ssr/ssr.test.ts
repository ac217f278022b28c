import { readdirSync, readFileSync } from 'node:fs';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/lib/routes/routes.ts';
import { matchPublicRoute, PUBLIC_ROUTES, publicPageTitle } from '../public/publicRoutes.tsx';
import { addComponentIds } from '../styledComponentIds.ts';
import { pageDataJson } from './pageData.ts';

describe('publicPageTitle', () => {
  it('names the public routes the server renders', () => {
    expect(publicPageTitle('/')).toBe('Home');
    expect(publicPageTitle('/search')).toBe('Pencarian');
    expect(publicPageTitle('/detail-product/12')).toBe('Detail Produk');
    expect(publicPageTitle('/news/3')).toBe('Detail News');
    expect(publicPageTitle('/404')).toBe('404 Not Found');
  });

  it('knows no title for paths the browser sends to /404', () => {
    expect(publicPageTitle('/tidak-ada')).toBeNull();
    expect(publicPageTitle('/admin/dashboard')).toBeNull();
  });
});

describe('matchPublicRoute (issue 34, session 31: paths matched kept)', () => {
  const paths = [
    '/',
    '/search',
    '/tipe-produk',
    '/detail-product/12',
    '/detail-product/12%20x',
    '/detail-product/%E2%9C%93',
    '/news/3',
    '/404',
    '/tidak-ada',
    '/admin/dashboard',
  ];
  /** The first public route whose pattern matches, as matchPath gives it. */
  const expected = (pathname: string) => {
    for (const route of PUBLIC_ROUTES) {
      const found = matchPath(routes[route.name], pathname);
      if (found) return { route: route.name, params: found.params };
    }
    return null;
  };
  const named = (match: ReturnType<typeof matchPublicRoute>) =>
    match && { route: match.route.name, params: match.params };

  it("gives matchPath's route and params each time a path is asked again, its params a fresh object", () => {
    for (let round = 0; round < 3; round++)
      for (const pathname of paths)
        expect(named(matchPublicRoute(pathname))).toEqual(expected(pathname));
    const first = matchPublicRoute('/detail-product/7');
    const second = matchPublicRoute('/detail-product/7');
    expect(second?.params).toEqual({ id: '7' });
    expect(second?.params).not.toBe(first?.params);
  });

  it('still matches a path asked before, once 300 other paths came after it', () => {
    expect(named(matchPublicRoute('/news/1'))).toEqual(expected('/news/1'));
    for (let id = 0; id < 300; id++) matchPublicRoute(`/detail-product/${id}`);
    expect(named(matchPublicRoute('/news/1'))).toEqual({
      route: 'l-news-detail',
      params: { id: '1' },
    });
  });
});

describe('pageDataJson', () => {
  it('can not close its script element or open a comment', () => {
    const json = pageDataJson([[['/x', {}], { html: '</script><!-- & \u2028' }]]);
    expect(json).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(json)).toEqual([[['/x', {}], { html: '</script><!-- & \u2028' }]]);
  });
});

describe('addComponentIds', () => {
  const source = [
    "import styled, { css } from 'styled-components';",
    'const quote = "“é”";',
    'export const A = styled.div`color: red;`;',
    'export const B = styled(A).attrs({ x: 1 })`color: blue;`;',
    'const c = css`y`;',
  ].join('\n');

  it('gives each styled component an id from its file and place, past non-ASCII text', () => {
    const out = addComponentIds(source, 'src/x.tsx') ?? '';
    expect(out).toMatch(
      /styled\.div\.withConfig\(\{ componentId: "sc-[0-9a-f]{8}" \}\)`color: red;`/,
    );
    expect(out).toMatch(
      /styled\(A\)\.withConfig\(\{ componentId: "sc-[0-9a-f]{8}" \}\)\.attrs\(\{ x: 1 \}\)`/,
    );
    expect(out).toContain('css`y`');
    expect(addComponentIds(source, 'src/x.tsx')).toBe(out);
    expect(addComponentIds(source, 'src/y.tsx')).not.toBe(out);
  });

  it('leaves files without styled alone', () => {
    expect(
      addComponentIds("import { css } from 'styled-components';\nconst c = css`y`;", 'a.ts'),
    ).toBeNull();
  });
});

describe('addComponentIds over the code base', () => {
  it('gives an id to every styled component of src/ and app/ (server and browser name classes alike)', () => {
    const files = [
      ...readdirSync('src', { recursive: true, encoding: 'utf8' }).map((f) => `src/${f}`),
    ]
      .concat(readdirSync('app', { recursive: true, encoding: 'utf8' }).map((f) => `app/${f}`))
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file));
    let styled = 0;
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      if (!/from 'styled-components'/.test(source)) continue;
      // Every `styled.tag` / `styled(Component)` that starts a styled component.
      const expected = source.match(/\bstyled(?:\.\w+|\([^)]*\))/g)?.length ?? 0;
      const ids =
        addComponentIds(source, file)?.match(/\.withConfig\(\{ componentId: /g)?.length ?? 0;
      expect(ids, file).toBe(expected);
      styled += ids;
    }
    expect(styled).toBeGreaterThan(50);
  });
});
