// import/no-cycle, told that the file it lints has no type-only imports (it skips them before any
// check): with scripts/eslint-import-parser.cjs reading the other files the same way, a circle
// made only of `import type` is a failing lint like any other.
import importPlugin from 'eslint-plugin-import';

const noCycle = importPlugin.rules['no-cycle'];

/** The node as the rule sees it: an import (and its specifiers) of values. */
function asValueImport(node) {
  if (
    node?.type !== 'ImportDeclaration' &&
    node?.type !== 'ExportNamedDeclaration' &&
    node?.type !== 'ExportAllDeclaration'
  )
    return node;
  return new Proxy(node, {
    get(target, key) {
      if (key === 'importKind' || key === 'exportKind') return 'value';
      if (key === 'specifiers')
        return target.specifiers?.map((specifier) => ({
          ...specifier,
          importKind: 'value',
          exportKind: 'value',
        }));
      return Reflect.get(target, key);
    },
  });
}

export const noCycleWithTypes = {
  meta: noCycle.meta,
  create(context) {
    const visitors = noCycle.create(context);
    return Object.fromEntries(
      Object.entries(visitors).map(([selector, visit]) => [
        selector,
        (node, ...rest) => visit(asValueImport(node), ...rest),
      ]),
    );
  },
};
