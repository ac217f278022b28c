// A build step: gives every styled component a componentId derived from its file and position
// (what babel-plugin-styled-components does). Without it styled-components numbers components in
// creation order, which differs between the server's renderer and the browser (lazy chunks load
// in another order), so a server-rendered page would carry other class names than the browser's.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { parseSync, Visitor } from 'vite';
import type { ESTree, Plugin } from 'vite';

type Node = ESTree.Node;

/** Names the file gives styled-components' `styled` (default or named import). */
function styledNames(program: ESTree.Program): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.source.value !== 'styled-components')
      continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportDefaultSpecifier') names.add(specifier.local.name);
      else if (
        specifier.type === 'ImportSpecifier' &&
        'name' in specifier.imported &&
        specifier.imported.name === 'styled'
      ) {
        names.add(specifier.local.name);
      }
    }
  }
  return names;
}

/** The `styled.tag` or `styled(Component)` a tag starts from, through `.attrs()`/`.withConfig()`. */
function styledBase(tag: Node, names: Set<string>): Node | null {
  if (
    tag.type === 'MemberExpression' &&
    tag.object.type === 'Identifier' &&
    names.has(tag.object.name)
  )
    return tag;
  if (tag.type === 'CallExpression') {
    if (tag.callee.type === 'Identifier' && names.has(tag.callee.name)) return tag;
    if (tag.callee.type === 'MemberExpression') return styledBase(tag.callee.object, names);
  }
  return null;
}

/** Adds `.withConfig({ componentId })` after the base of every styled template in `code`. */
export function addComponentIds(code: string, file: string): string | null {
  const { program } = parseSync(file, code);
  const names = styledNames(program);
  if (names.size === 0) return null;
  const ends: number[] = [];
  new Visitor({
    TaggedTemplateExpression(node) {
      const base = styledBase(node.tag, names);
      if (base) ends.push(base.end);
    },
  }).visit(program);
  if (ends.length === 0) return null;
  let out = code;
  ends
    .map((end, index) => ({
      end,
      id: `sc-${createHash('sha1').update(`${file}:${index}`).digest('hex').slice(0, 8)}`,
    }))
    .sort((a, b) => b.end - a.end)
    .forEach(({ end, id }) => {
      out = `${out.slice(0, end)}.withConfig({ componentId: ${JSON.stringify(id)} })${out.slice(end)}`;
    });
  return out;
}

/** Vite plugin (builds only): stable styled-component ids, the same in every bundle. */
export function styledComponentIds(): Plugin {
  let root = process.cwd();
  return {
    name: 'styled-component-ids',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      if (
        id.includes('/node_modules/') ||
        !/\.[jt]sx?$/.test(id) ||
        !code.includes('styled-components')
      )
        return null;
      const code2 = addComponentIds(code, path.relative(root, id).split(path.sep).join('/'));
      return code2 === null ? null : { code: code2, map: null };
    },
  };
}
