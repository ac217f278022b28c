// bench/traffic's CPU of PostgreSQL's processes a request (bench/lib/process-cpu.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ProcessGroupTicks, ticksByName } from '../bench/lib/process-cpu.ts';

describe('ProcessGroupTicks', () => {
  it('keeps the time of a process that ended, and counts a pid used again as another process', () => {
    const group = new ProcessGroupTicks();
    group.sample(
      new Map([
        ['10:1', 5],
        ['11:1', 7],
      ]),
    );
    expect(group.total()).toBe(12);
    // 10 ran on; 11 ended (its last sample said 7); 12 started.
    group.sample(
      new Map([
        ['10:1', 8],
        ['12:3', 2],
      ]),
    );
    expect(group.total()).toBe(8 + 7 + 2);
    // The pid 10 again, another process (a later start): its own ticks, the first one's kept.
    group.sample(
      new Map([
        ['10:9', 1],
        ['12:3', 4],
      ]),
    );
    expect(group.total()).toBe(8 + 7 + 1 + 4);
  });
});

describe('ticksByName', () => {
  it('finds this process by its command name, by pid and start time', () => {
    const name = readFileSync(`/proc/${process.pid}/comm`, 'utf8').trim();
    const found = ticksByName(name);
    const mine = [...found.keys()].filter((key) => key.startsWith(`${process.pid}:`));
    expect(mine).toHaveLength(1);
    expect(found.get(mine[0] as string)).toBeGreaterThanOrEqual(0);
    expect(ticksByName('no-such-command').size).toBe(0);
  });

  it('keeps only the processes whose title holds a word (a PostgreSQL backend its database)', () => {
    const name = readFileSync(`/proc/${process.pid}/comm`, 'utf8').trim();
    const title = readFileSync(`/proc/${process.pid}/cmdline`, 'utf8').split('\0');
    const word = title[0] as string;
    const mine = (found: Map<string, number>) =>
      [...found.keys()].filter((key) => key.startsWith(`${process.pid}:`)).length;
    expect(mine(ticksByName(name, word))).toBe(1);
    expect(mine(ticksByName(name, `${word}-not`))).toBe(0);
  });
});
