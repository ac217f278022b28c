// Every way the server is started passes the same Node/V8 flags (scripts/server-flags.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './server-flags.ts';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The flags between `node` and the entry file of a command line. */
function flagsOf(command: string, entry: string): string[] {
  const match = new RegExp(`(?:^|[\\s/])node((?:\\s+--\\S+)*)\\s+${entry.replace(/[.*/]/g, '\\$&')}`).exec(command);
  if (!match) throw new Error(`no "node … ${entry}" in: ${command}`);
  return (match[1] ?? '').trim().split(/\s+/).filter(Boolean);
}

describe('server flags', () => {
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

  it.each([
    ['npm start', scripts.start ?? '', 'scripts/start.ts'],
    ['npm run server', scripts.server ?? '', 'server/src/main.ts'],
    ['the systemd unit', /^ExecStart=(.*)$/m.exec(read('deploy/systemd/katalog@.service'))?.[1] ?? '', 'server/src/main.ts'],
  ])('%s runs the server with them', (_name, command, entry) => {
    expect(flagsOf(command, entry)).toEqual([...SERVER_NODE_FLAGS]);
  });
});
