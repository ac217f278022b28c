/**
 * The next enabled index from `from` in `direction` (1 or -1), wrapping around the ends; `from`
 * itself when nothing else is enabled, and 0 for an empty or all-disabled list.
 */
export function nextEnabledIndex(
  enabled: readonly boolean[],
  from: number,
  direction: 1 | -1,
): number {
  const count = enabled.length;
  for (let step = 1; step <= count; step += 1) {
    const index = (((from + direction * step) % count) + count) % count;
    if (enabled[index]) return index;
  }
  return from >= 0 && from < count ? from : 0;
}
