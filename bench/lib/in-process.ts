// Shared by the in-process benches (bench/search/cpu.ts, specs-cpu.ts): calls timed one after the
// other, with the CPU they cost, so the figures hold on a shared machine where req/s does not;
// and the V8 profile of the timed part.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { percentile } from './percentile.ts';

export interface Timing {
  count: number;
  /** Latencies in ms. */
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  /** Process CPU (user + system) per call, ms. */
  cpuPerCall: number;
  /** Calls per second of wall time. */
  perSecond: number;
}

/**
 * Runs `run` on each item in turn and times each call. `beforeEach` runs before a call inside the
 * wall and CPU clocks but outside the call's own latency (a cache dropped before every request).
 */
export async function timeEach<T>(
  items: readonly T[],
  run: (item: T, index: number) => unknown,
  beforeEach?: (item: T) => void,
): Promise<Timing> {
  const times: number[] = [];
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (const [index, item] of items.entries()) {
    beforeEach?.(item);
    const t0 = performance.now();
    await run(item, index);
    times.push(performance.now() - t0);
  }
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  return {
    count: times.length,
    mean: times.reduce((a, b) => a + b, 0) / times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    cpuPerCall: (used.user + used.system) / 1000 / times.length,
    perSecond: times.length / (wall / 1000),
  };
}

/** One table row: label, count, mean, p50, p95, p99, CPU per call, calls per second. */
export function timingRow(label: string, timing: Timing, labelWidth: number, decimals: number) {
  const ms = (value: number, width: number) => value.toFixed(decimals).padStart(width);
  return [
    label.padEnd(labelWidth),
    String(timing.count).padStart(6),
    ms(timing.mean, 8),
    ms(timing.p50, 7),
    ms(timing.p95, 7),
    ms(timing.p99, 7),
    ms(timing.cpuPerCall, 11),
    timing.perSecond.toFixed(0).padStart(8),
  ].join(' ');
}

/** Starts V8's CPU profiler when `file` is given; the function returned stops it and writes the profile there. */
export async function startProfile(file: string | undefined): Promise<() => Promise<void>> {
  if (!file) return async () => undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
  };
}
