import { describe, expect, it } from 'vitest';
import { BYTE_UNITS, formatBytes } from './bytes.ts';

describe('formatBytes', () => {
  it('uses the units Bytes, KB, MB, GB, TB', () => {
    expect(BYTE_UNITS).toEqual(['Bytes', 'KB', 'MB', 'GB', 'TB']);
  });

  it('shows 0 as "0 Bytes"', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
  });

  it('shows sizes below 1 KB as whole bytes without decimals', () => {
    expect(formatBytes(1)).toBe('1 Bytes');
    expect(formatBytes(500)).toBe('500 Bytes');
    expect(formatBytes(1023)).toBe('1023 Bytes');
  });

  it('steps by 1024 and keeps 2 decimals with "." as separator', () => {
    expect(formatBytes(1024)).toBe('1.00 KB');
    expect(formatBytes(1536)).toBe('1.50 KB');
    expect(formatBytes(1024 * 1024)).toBe('1.00 MB');
    expect(formatBytes(1024 ** 3)).toBe('1.00 GB');
    expect(formatBytes(1024 ** 4)).toBe('1.00 TB');
  });

  it('shows the 20 MB upload limit as 20.00 MB', () => {
    expect(formatBytes(20 * 1024 * 1024)).toBe('20.00 MB');
    expect(formatBytes(20 * 1024 * 1024 + 1)).toBe('20.00 MB');
  });

  it('rounds to 2 decimals', () => {
    expect(formatBytes(1126)).toBe('1.10 KB'); // 1.0996...
    expect(formatBytes(1500)).toBe('1.46 KB'); // 1.4648...
    expect(formatBytes(2_621_440)).toBe('2.50 MB');
  });

  it('moves to the next unit when rounding would show 1024.00', () => {
    expect(formatBytes(1024 * 1024 - 1)).toBe('1.00 MB');
    expect(formatBytes(1024 ** 3 - 1)).toBe('1.00 GB');
    expect(formatBytes(1024 * 1024 - 6)).toBe('1023.99 KB');
  });

  it('stays in TB beyond the largest unit', () => {
    expect(formatBytes(1024 ** 5)).toBe('1024.00 TB');
    expect(formatBytes(1024 ** 5 * 3)).toBe('3072.00 TB');
    expect(formatBytes(Number.MAX_SAFE_INTEGER)).toBe('8192.00 TB');
  });

  it('rounds fractional byte counts to whole bytes', () => {
    expect(formatBytes(10.4)).toBe('10 Bytes');
    expect(formatBytes(0.4)).toBe('0 Bytes');
    expect(formatBytes(1023.6)).toBe('1.00 KB');
  });

  it('shows "0 Bytes" for missing, negative and non-finite sizes', () => {
    expect(formatBytes(null)).toBe('0 Bytes');
    expect(formatBytes(undefined)).toBe('0 Bytes');
    expect(formatBytes(-1)).toBe('0 Bytes');
    expect(formatBytes(-2048)).toBe('0 Bytes');
    expect(formatBytes(Number.NaN)).toBe('0 Bytes');
    expect(formatBytes(Number.POSITIVE_INFINITY)).toBe('0 Bytes');
  });
});
