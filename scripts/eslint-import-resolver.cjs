// ESLint import resolver: the tsconfig/vite aliases (@/ → src/, @mocks/ → mocks/), then Node's
// resolution with TypeScript extensions, so the import rules (zones, no-cycle) see every import.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: eslint-plugin-import loads resolvers with require(). */
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const ROOT = path.resolve(__dirname, '..');
const ALIASES = [
  ['@/', 'src/'],
  ['@mocks/', 'mocks/'],
  // package.json imports: the server reaches the shared domain (src/lib) by name.
  ['#domain/', 'src/lib/'],
];

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file) {
  const alias = ALIASES.find(([prefix]) => source.startsWith(prefix));
  const target = alias ? path.join(ROOT, alias[1], source.slice(alias[0].length)) : source;
  return nodeResolver.resolve(target, file, { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] });
};
