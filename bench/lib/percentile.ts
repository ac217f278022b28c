// Shared by the benches: the p-th percentile of latencies sorted ascending (nearest rank), 0 when empty.
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
