// The README's "Where things are" is the map of the tree: every folder is in it, every path in it
// exists, and no code (tests aside) imports a folder its row does not allow. ESLint keeps the
// layers inside src/ and server/; this keeps the map itself true.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

interface Row {
  area: string;
  allowed: string[];
}

/** The table's rows: the first path of the first column, and the paths of the last. */
function mapRows(readme: string): Row[] {
  const section = readme.slice(readme.indexOf('## Where things are'));
  const table = section.slice(
    0,
    section.indexOf('\n## ') === -1 ? undefined : section.indexOf('\n## '),
  );
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const cells = line.split('|').slice(1, -1);
      const paths = (cell: string) =>
        [...cell.matchAll(/`([^`]+)`/g)].map((match) => (match[1] ?? '').replace(/\/$/, ''));
      return { area: paths(cells[0] ?? '')[0] ?? '', allowed: paths(cells.at(-1) ?? '') };
    });
}

/** 'src/<folder>' under src/, else the top-level folder; null for a file at the root. */
function areaOf(file: string): string | null {
  const parts = file.split('/');
  if (parts.length === 1) return null;
  if (parts[0] === 'src') return parts.length > 2 ? `src/${parts[1]}` : null;
  return parts[0] ?? null;
}

const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file !== '' && existsSync(path.join(root, file)));
const rows = mapRows(readFileSync(path.join(root, 'README.md'), 'utf8'));
const byArea = new Map(rows.map((row) => [row.area, row]));

const ALIASES: [string, string][] = [
  ['@/', 'src/'],
  ['@mocks/', 'mocks/'],
  ['#domain/', 'src/lib/'],
];

/** Where an import specifier of `file` points, relative to the root; null for a package. */
function targetOf(file: string, specifier: string): string | null {
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  if (alias) return alias[1] + specifier.slice(alias[0].length);
  if (!specifier.startsWith('.')) return null;
  return path.relative(root, path.resolve(root, path.dirname(file), specifier));
}

describe("the README's map of the tree", () => {
  it('names every folder, and every folder it names exists', () => {
    const folders = new Set(tracked.map(areaOf).filter((area): area is string => area !== null));
    expect([...folders].filter((folder) => !byArea.has(folder)).sort()).toEqual([]);
    expect(
      rows.map((row) => row.area).filter((area) => !existsSync(path.join(root, area))),
    ).toEqual([]);
  });

  it('lets no code import a folder its row does not name (tests aside)', () => {
    const outside: string[] = [];
    const code = tracked.filter(
      (file) =>
        /\.(ts|tsx|js|cjs|mjs)$/.test(file) &&
        !/\.test\.tsx?$/.test(file) &&
        !file.startsWith('server/test/'),
    );
    for (const file of code) {
      const from = areaOf(file);
      if (from === null) continue;
      const allowed = byArea.get(from)?.allowed ?? [];
      const source = readFileSync(path.join(root, file), 'utf8');
      for (const match of source.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
        const target = targetOf(file, match[1] ?? '');
        const to = target === null ? null : areaOf(target);
        if (to === null || to === from) continue;
        if (!allowed.some((area) => to === area || to.startsWith(`${area}/`))) {
          outside.push(`${file} → ${to}`);
        }
      }
    }
    expect(outside).toEqual([]);
  });

  it('reads the table it checks', () => {
    expect(byArea.get('src/lib')?.allowed).toEqual(['src/api']);
    expect(byArea.get('src/ui')?.allowed).toEqual(['src/lib']);
  });
});
