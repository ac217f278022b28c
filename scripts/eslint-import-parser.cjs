// The parser eslint-plugin-import reads other files with (settings 'import/parsers'): TypeScript's,
// with every `import type` / `export type` read as a plain import. import/no-cycle drops type-only
// imports on purpose, yet a circle of types is still two modules that know each other (issue 23:
// DataTable ↔ cells, TopBar ↔ TopBarNav, config ↔ public-url hid there). Only the import rules'
// own dependency maps use this parser; ESLint and every other rule see the real AST.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: eslint-module-utils loads parsers with require(). */
const tsParser = require('@typescript-eslint/parser');

/** Marks a top-level import or export (and its specifiers) as a value import. */
function asValue(statement) {
  if (statement.importKind === 'type' || statement.importKind === 'typeof')
    statement.importKind = 'value';
  if (statement.exportKind === 'type') statement.exportKind = 'value';
  for (const specifier of statement.specifiers ?? []) {
    if (specifier.importKind === 'type') specifier.importKind = 'value';
    if (specifier.exportKind === 'type') specifier.exportKind = 'value';
  }
}

exports.parseForESLint = function parseForESLint(code, options) {
  const result = tsParser.parseForESLint(code, options);
  for (const statement of result.ast.body) asValue(statement);
  return result;
};
