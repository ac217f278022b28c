// Flat config: typescript-eslint, react-hooks, jsx-a11y, storybook, and the one-way import
// rule of DESIGN.md (app → screens → components → ui → lib) as a failing lint.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { noCycleWithTypes } from './scripts/eslint-no-cycle-types.js';

// Screens never import each other (compose in app/): each screen folder is a zone closed to every
// other screen folder; `shared/` inside a side is the one place its screens may share pieces.
const screenZones = ['public', 'admin'].flatMap((side) => {
  const dir = path.join(import.meta.dirname, 'src/screens', side);
  const folders = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory() && d.name !== 'shared')
        .map((d) => d.name)
    : [];
  const other = side === 'public' ? 'admin' : 'public';
  return folders.map((folder) => ({
    target: `./src/screens/${side}/${folder}`,
    from: [
      `./src/screens/${other}`,
      ...folders.filter((f) => f !== folder).map((f) => `./src/screens/${side}/${f}`),
    ],
    message: 'Screens never import each other; compose in app/ or share through shared/.',
  }));
});

// The server in fastify/demo's order (DESIGN.md): each layer imports only the layers listed before
// it, so no folder imports its importer. Root files (config.ts, logger.ts, types.ts) sit outside;
// app.ts and main.ts, which assemble everything, are imported by nothing of the server.
const serverLayers = [
  ['openapi'],
  ['lib'],
  ['db'],
  ['storage', 'seed'],
  ['audit', 'auth', 'pages', 'export', 'search'],
  ['repositories'],
  ['plugins'],
  ['routes'],
  ['ops'],
];
const serverZones = serverLayers.flatMap((layer, index) =>
  layer.map((folder) => {
    const above = [
      ...serverLayers
        .slice(index + 1)
        .flat()
        .map((name) => `./server/src/${name}`),
      './server/src/app.ts',
      './server/src/main.ts',
    ];
    const message = `server/src/${folder} imports only the layers below it (${serverLayers.slice(0, index).flat().join(', ') || 'none of ours'}): fastify/demo's order, DESIGN.md.`;
    return { target: `./server/src/${folder}`, from: above, message };
  }),
);

const zones = [
  ...screenZones,
  ...serverZones,
  // lib is the floor: it imports nothing of ours but the types of the generated schema (the
  // contract's shapes, such as meta.facets.spec; type imports only, see below).
  { target: './src/lib', from: './src/api', except: ['./schema.ts'] },
  {
    target: './src/lib',
    from: ['./src/ui', './src/components', './src/screens', './app', './mocks', './server'],
  },
  {
    target: './src/ui',
    from: ['./src/api', './src/components', './src/screens', './app', './mocks', './server'],
  },
  {
    target: './src/components',
    from: ['./src/api', './src/screens', './app', './mocks', './server'],
  },
  { target: './src/screens', from: ['./app', './mocks', './server'] },
  {
    target: './src/api',
    from: ['./src/ui', './src/components', './src/screens', './app', './mocks', './server'],
  },
  {
    target: './mocks',
    from: ['./src/ui', './src/components', './src/screens', './app', './server'],
  },
  { target: './app', from: ['./mocks', './server'] },
  // The server may use src/lib (pure rules, messages, formatting) and nothing else of src/, but for
  // the types of the generated schema (handlers typed by operation; type imports only, see below).
  {
    target: './server',
    from: ['./src/ui', './src/components', './src/screens', './app', './mocks', './stories'],
    message: 'The server imports only src/lib of the front end (DESIGN.md).',
  },
  {
    target: './server',
    from: './src/api',
    except: ['./schema.ts'],
    message:
      'The server imports only src/lib of the front end, and the types of src/api/schema.ts (DESIGN.md).',
  },
  // Documents rendered to PDF (@react-pdf/renderer) on the server: they import only src/lib.
  {
    target: './src/documents',
    from: [
      './src/ui',
      './src/components',
      './src/screens',
      './src/api',
      './app',
      './mocks',
      './server',
    ],
    message:
      'A document is rendered by the server too: it imports only src/lib (docs/decisions.md).',
  },
  // Types shared by the server and the web build: they import nothing of ours.
  { target: './contracts', from: ['./src', './app', './mocks', './stories', './server'] },
  // The demo pictures are drawn once for the seed and the fixtures alike: they import nothing of ours.
  { target: './demo-art', from: ['./src', './app', './mocks', './server', './stories'] },
  // Product search is a module below the routes and knows no HTTP (DESIGN.md, issue 23).
  {
    target: './server/src/search',
    from: ['./server/src/routes', './server/src/plugins', './server/src/pages'],
    message: 'Search sits below routes and plugins: they call it, it does not call them.',
  },
];

// src/lib is imported by the server too: pure code only, no DOM, no React, no styling.
const pureLibImports = {
  paths: ['react', 'react-dom', 'react-router-dom', 'styled-components', 'swr', 'msw'].map(
    (name) => ({
      name,
      message: 'src/lib is pure code shared with the server: no React, no DOM, no styling.',
    }),
  ),
  patterns: [{ group: ['react/*', 'react-dom/*'], message: 'src/lib is pure code: no React.' }],
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'storybook-static',
      'data',
      'coverage',
      'src/api/schema.ts',
      'server/drizzle',
      'public/mockServiceWorker.js',
      '.vitest',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    // import/no-cycle counts type-only imports too (scripts/eslint-no-cycle-types.js, with the
    // parser below for the files it follows): a circle of types still ties two modules together.
    plugins: {
      import: { ...importPlugin, rules: { ...importPlugin.rules, 'no-cycle': noCycleWithTypes } },
    },
    settings: {
      'import/parsers': {
        [path.join(import.meta.dirname, 'scripts/eslint-import-parser.cjs')]: ['.ts', '.tsx'],
      },
      'import/extensions': ['.ts', '.tsx', '.js'],
      // Packages are never part of a cycle of ours; parsing their bundles (PGlite's overflows the
      // parser's stack) only prints noise.
      'import/ignore': ['node_modules'],
      'import/resolver': {
        [path.join(import.meta.dirname, 'scripts/eslint-import-resolver.cjs')]: {},
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import/no-restricted-paths': ['error', { zones }],
      // A cycle makes load order matter and hides layering mistakes (issue 10: register ↔ public-cache).
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/lib/**/*.ts'],
    ignores: ['src/lib/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', pureLibImports],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'navigator',
      ],
    },
  },
  {
    // The generated schema is types only on the server and in src/lib: nothing of src/api runs there.
    files: ['server/**/*.ts', 'src/lib/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/api/schema.ts'],
              allowTypeImports: true,
              message: 'The server takes only types from src/api/schema.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Search was one 923-line class (issue 23): split by collaborator, each file stays under 300 lines.
    files: ['server/src/search/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...storybook.configs['flat/recommended'],
);
