import { describe, expect, it } from 'vitest';
import { READ_BUFFER_BYTES, ReadBuffers } from './read-buffers.ts';

describe('ReadBuffers', () => {
  it('lends a buffer given back again, once, and gives a larger read memory of its own', () => {
    const buffers = new ReadBuffers();
    const first = buffers.lend(100);
    expect(first.data.length).toBe(100);
    first.data.fill(1);
    first.giveBack();
    first.giveBack();
    expect(buffers.kept).toBe(1);
    expect(buffers.lent).toBe(0);
    const second = buffers.lend(200);
    // The same memory as the first.
    expect(second.data.buffer).toBe(first.data.buffer);
    expect(buffers.lent).toBe(1);
    const third = buffers.lend(50);
    expect(third.data.buffer).not.toBe(first.data.buffer);
    const large = buffers.lend(READ_BUFFER_BYTES + 1);
    expect(large.data.length).toBe(READ_BUFFER_BYTES + 1);
    expect(buffers.lent).toBe(2);
    large.giveBack();
    expect(buffers.kept).toBe(0);
  });
});
