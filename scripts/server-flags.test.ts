// Every way the server is started passes the same Node/V8 flags (scripts/server-flags.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-flags.ts';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The flags between `node` and the entry file of a command line. */
function flagsOf(command: string, entry: string): string[] {
  const match = new RegExp(
    `(?:^|[\\s/])node((?:\\s+--\\S+)*)\\s+${entry.replace(/[.*/]/g, '\\$&')}`,
  ).exec(command);
  if (!match) throw new Error(`no "node … ${entry}" in: ${command}`);
  return (match[1] ?? '').trim().split(/\s+/).filter(Boolean);
}

/** The `NAME=value` settings before `node` on a command line. */
function envOf(command: string): Record<string, string> {
  const prefix = /^((?:\s*\w+=\S*)*)\s*\S*node\s/.exec(command)?.[1] ?? '';
  return Object.fromEntries(
    prefix
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => pair.split('=', 2) as [string, string]),
  );
}

describe('server flags', () => {
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

  it.each([
    ['npm start', scripts.start ?? '', 'scripts/start.ts'],
    ['npm run server', scripts.server ?? '', 'server/src/main.ts'],
    [
      'the systemd unit',
      /^ExecStart=(.*)$/m.exec(read('deploy/systemd/katalog@.service'))?.[1] ?? '',
      'server/src/main.ts',
    ],
  ])('%s runs the server with them', (_name, command, entry) => {
    expect(flagsOf(command, entry)).toEqual([...SERVER_NODE_FLAGS]);
  });

  it.each([
    ['npm start', envOf(scripts.start ?? '')],
    ['npm run server', envOf(scripts.server ?? '')],
    [
      'the systemd unit',
      Object.fromEntries(
        [
          ...read('deploy/systemd/katalog@.service').matchAll(/^Environment=(MALLOC_\w+)=(\S*)$/gm),
        ].map((m) => [m[1], m[2]]),
      ),
    ],
  ])('%s runs the server with the malloc settings', (_name, env) => {
    expect(env).toEqual({ ...SERVER_ENV });
  });
});
