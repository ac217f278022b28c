// CPU time of a group of processes that come and go, from /proc: PostgreSQL's backends of one
// database (one per connection of the server's pool, closed after 10 s idle and opened again) and
// its autovacuum workers, for the CPU a request costs the database beside the server's own
// (bench/traffic). Backends of other databases (another bench filling its own) are left out.
// A process's time vanishes from /proc with it, so each process's last time seen is kept: the
// group's total never falls, and what a process did after its last sample is what is lost.
import { readdirSync, readFileSync } from 'node:fs';

/** Milliseconds a tick of /proc's CPU times (CLK_TCK is 100 on Linux). */
export const TICK_MS = 1000 / 100;

/**
 * The fields of a /proc `stat` line after the command name (which may hold spaces and ')'):
 * utime is [11], stime [12], the start time [19].
 */
export function statFields(stat: string): string[] {
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** The last CPU time (ticks) seen of each process of the group; their sum only grows. */
export class ProcessGroupTicks {
  private readonly last = new Map<string, number>();
  private ended = 0;

  /**
   * Takes the group's times now (process → ticks; a process named by its pid and start time, so a
   * pid used again is another process); one not in `now` has ended, its last time is kept.
   */
  sample(now: ReadonlyMap<string, number>): void {
    for (const [process, ticks] of this.last)
      if (!now.has(process)) {
        this.ended += ticks;
        this.last.delete(process);
      }
    for (const [process, ticks] of now) this.last.set(process, ticks);
  }

  /** Every tick the group used, ended processes included (since the first sample of each). */
  total(): number {
    let sum = this.ended;
    for (const ticks of this.last.values()) sum += ticks;
    return sum;
  }
}

/**
 * utime + stime (ticks) of every process whose command is `name`, by `pid:start time`, from /proc;
 * with `word`, only those whose title holds it as a word (PostgreSQL's backends name their
 * database: `postgres: user database host(port) state`), or every one of them (`postgres:
 * autovacuum worker database`).
 */
export function ticksByName(name: string, word?: string | readonly string[]): Map<string, number> {
  const words = word === undefined ? [] : typeof word === 'string' ? [word] : word;
  const found = new Map<string, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name is between the first '(' and the last ')'; it may hold spaces.
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== name) continue;
      if (words.length > 0) {
        const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
        const inTitle = new Set(title.split(/\s+/));
        if (!words.every((each) => inTitle.has(each))) continue;
      }
      const fields = statFields(stat);
      found.set(`${entry}:${fields[19]}`, Number(fields[11]) + Number(fields[12]));
    } catch {
      // Ended between the listing and the read.
    }
  }
  return found;
}

/**
 * The CPU (ms) of every process named `name` (with `word` in its title) on this machine, sampled
 * every `everyMs`: read()
 * samples once more and answers the total so far; the difference of two reads is what the group
 * used between them (less what a process that ended did after its last sample).
 */
export class ProcessGroupCpu {
  private readonly ticks = new ProcessGroupTicks();
  private readonly timer: NodeJS.Timeout;
  private readonly sampleNow: () => void;
  constructor(name: string, word?: string | readonly string[], everyMs = 250) {
    this.sampleNow = () => this.ticks.sample(ticksByName(name, word));
    this.sampleNow();
    this.timer = setInterval(this.sampleNow, everyMs);
    this.timer.unref();
  }
  read(): number {
    this.sampleNow();
    return this.ticks.total() * TICK_MS;
  }
  stop(): void {
    clearInterval(this.timer);
  }
}
