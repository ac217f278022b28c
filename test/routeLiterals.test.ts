// A page's path is written once, in its route table (src/lib/routes/routes.ts for the public side,
// src/lib/routes/adminRoutes.ts for the staff side); links, redirects and defaults build it with pathTo()
// or adminPathTo(). This scans every string literal of src/ and app/ (not tests) for one that
// starts like a route of either table, so that a path copied elsewhere fails here instead of
// drifting. API paths (the contract's, typed by src/api/schema.ts) share some words with pages
// ('/news', '/admin/user'): they pass where the code names an API read or in types.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ADMIN_INDEX_PATH, ADMIN_ROUTES } from '../src/lib/routes/adminRoutes.ts';
import { routes } from '../src/lib/routes/routes.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The route tables: the only files that may spell a page's path. */
const TABLE_FILES = new Set(['src/lib/routes/routes.ts', 'src/lib/routes/adminRoutes.ts']);

/** Generated from openapi.yaml: API paths only. */
const GENERATED = new Set(['src/api/schema.ts']);

/** A bare '/' that is not the home page, each with why. */
const NOT_A_ROUTE: { file: string; text: string; why: string }[] = [
  {
    file: 'app/afterLargestPaint.ts',
    text: '/',
    why: "Vite's base path before the config is read",
  },
  {
    file: 'src/ui/islands/keptParts.tsx',
    text: '/',
    why: "a link kept for its shape: '/' and a stand-in, where each page's own link goes in without its '/'",
  },
  {
    file: 'app/public/keptRoutes.tsx',
    text: '/',
    why: "the router's root: the path matched when the location has none, and a match's base at the top, as Routes writes them",
  },
];

/** Calls that take a contract path: the typed client, the hooks' factories and SWR keys. */
const API_CALLS = new Set([
  'apiKey',
  'queryHook',
  'detailHook',
  'bulkHook',
  'mutationHook',
  'fetchApi',
  'useApiQuery',
  'revalidateUnder',
  'GET',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
]);

/** String methods whose '/' argument is a separator, not a page. */
const SEPARATOR_CALLS = new Set([
  'split',
  'join',
  'endsWith',
  'startsWith',
  'includes',
  'indexOf',
  'lastIndexOf',
  'replaceAll',
  'replace',
]);

/** The first segment of every route of both tables ('/search', '/detail-product', '/admin', '/', …). */
export const ROUTE_PREFIXES: readonly string[] = [
  ...new Set(
    [
      ...Object.values(routes),
      ...Object.values(ADMIN_ROUTES).map((route) => route.path),
      ADMIN_INDEX_PATH,
    ].map((pattern) => `/${pattern.split('/')[1]}`),
  ),
];

/** Whether a literal's text starts like a page path: a route's first segment, then its end, '/', '?' or '#'. */
export function namesRoute(text: string): boolean {
  return ROUTE_PREFIXES.some((prefix) => {
    const rest = text.startsWith(prefix) ? text.slice(prefix.length) : null;
    if (rest === null) return false;
    if (prefix === '/') return rest === '' || rest.startsWith('?') || rest.startsWith('#');
    return rest === '' || ['/', '?', '#'].includes(rest.charAt(0));
  });
}

/** The contract's paths (keys of `paths` in the generated schema) and their leading parts. */
function apiPaths(): Set<string> {
  const schema = readFileSync(path.join(root, 'src/api/schema.ts'), 'utf8');
  const block = schema.slice(schema.indexOf('export interface paths {'));
  const paths = [...block.matchAll(/^ {4}"(\/[^"]*)": \{$/gm)].map((match) => match[1] ?? '');
  const withPrefixes = new Set<string>();
  for (const full of paths) {
    const parts = full.split('/');
    for (let end = 2; end <= parts.length; end += 1)
      withPrefixes.add(parts.slice(0, end).join('/'));
  }
  return withPrefixes;
}

const API_PATHS = apiPaths();

function calleeName(call: ts.CallExpression): string | null {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

function isInType(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    if (ts.isTypeNode(at)) return true;
    if (at !== node && (ts.isStatement(at) || ts.isExpression(at))) return false;
  }
  return false;
}

/** Whether a route-like literal is allowed where it stands. */
function isAllowed(node: ts.Node, text: string, file: string): boolean {
  if (isInType(node)) return true;
  const call =
    ts.isCallExpression(node.parent) && node.parent.arguments.includes(node as ts.Expression)
      ? node.parent
      : null;
  const name = call ? calleeName(call) : null;
  const apiPath = (text.split('?')[0] ?? '').replace(/(.)\/$/, '$1');
  // An API path: as the argument of a call that takes one, or anywhere in the API layer (its lists
  // of paths a change revalidates).
  if (API_PATHS.has(apiPath) && ((name && API_CALLS.has(name)) || file.startsWith('src/api/')))
    return true;
  if (text === '/' && name && SEPARATOR_CALLS.has(name)) return true;
  return NOT_A_ROUTE.some((entry) => entry.file === file && entry.text === text);
}

/** Every route-like literal of one source file that is not allowed where it stands. */
export function routeLiterals(file: string, source: string): string[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    let text: string | null = null;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node)
    )
      text = node.text;
    if (
      text !== null &&
      namesRoute(text) &&
      !isAllowed(ts.isTemplateHead(node) ? node.parent : node, text, file)
    ) {
      const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
      found.push(`${file}:${line + 1} ${JSON.stringify(text)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(relative);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name);
    return isSource && !TABLE_FILES.has(relative) && !GENERATED.has(relative) ? [relative] : [];
  });
}

describe('page paths live in the route tables only', () => {
  it('takes its patterns from both tables', () => {
    for (const prefix of [
      '/',
      '/search',
      '/detail-product',
      '/tipe-produk',
      '/news',
      '/login',
      '/404',
      '/admin',
      '/master',
    ]) {
      expect(ROUTE_PREFIXES, prefix).toContain(prefix);
    }
  });

  it('finds a copied path, and lets API paths, types and separators be', () => {
    const source = [
      "const a = '/search';",
      'const b = `/detail-product/${id}`;',
      '<Link to="/admin/riwayat?entity=product" />;',
      "const c = { href: '/#galeri' };",
      "navigate('/news');",
      "apiKey('/news', { query });",
      "api.GET('/admin/user');",
      "type Q = GetQuery<'/news'>;",
      "name.split('/');",
      "const d = '/newsletter';",
    ].join('\n');
    expect(routeLiterals('src/x.tsx', source)).toEqual([
      'src/x.tsx:1 "/search"',
      'src/x.tsx:2 "/detail-product/"',
      'src/x.tsx:3 "/admin/riwayat?entity=product"',
      'src/x.tsx:4 "/#galeri"',
      'src/x.tsx:5 "/news"',
    ]);
  });

  it('finds no page path in src/ or app/ outside the tables', () => {
    const files = [...sourceFiles('src'), ...sourceFiles('app')];
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      routeLiterals(file, readFileSync(path.join(root, file), 'utf8')),
    );
    expect(found).toEqual([]);
    // Parses every source file of src/ and app/ (3.6 s alone here): beside the whole suite in CI
    // it passed the unit project's 5 s.
  }, 60_000);
});
