import { describe, expect, it } from 'vitest';
import { attachmentName } from './exports.ts';

describe('attachmentName', () => {
  it('reads the quoted name the server sends', () => {
    expect(attachmentName('attachment; filename="produk-2026-11-23.xlsx"')).toBe(
      'produk-2026-11-23.xlsx',
    );
  });

  it('reads an unquoted name', () => {
    expect(attachmentName('attachment; filename=subscriber-2026-11-23.csv; size=10')).toBe(
      'subscriber-2026-11-23.csv',
    );
  });

  it('gives null without a header or a name, so the caller falls back', () => {
    expect(attachmentName(null)).toBeNull();
    expect(attachmentName('attachment')).toBeNull();
  });
});
